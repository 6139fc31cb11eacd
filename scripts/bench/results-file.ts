// latest.md holds the latest figures of every section. A run of one section (`--only`)
// replaces that section and keeps the others, each marked with the run it came from.

const HEADING = /^## (.+)$/m;

/** Markdown cut before each "## " heading. */
const splitAtHeadings = (markdown: string): string[] => markdown.trim().split(/\n+(?=## )/);

const splitSections = (markdown: string): { header: string; sections: string[] } => {
  const [header = '', ...sections] = splitAtHeadings(markdown);
  return { header, sections };
};

const nameOf = (section: string): string => HEADING.exec(section)?.[1] ?? '';

/** When the file's run took place: its first line is "# Benchmark: <machine>, <date>". */
const runOf = (header: string): string =>
  header.split('\n')[0]?.replace(/^# Benchmark: /, '') ?? '';

const EARLIER = /^_Measured in an earlier run: .*_$/m;

const markEarlier = (section: string, run: string): string =>
  EARLIER.test(section)
    ? section
    : section.replace(HEADING, (heading) => `${heading}\n\n_Measured in an earlier run: ${run}._`);

/**
 * The new file's text: `fresh` is this run's header then its sections; sections of `previous`
 * that this run did not measure are kept, in their place, after the fresh ones otherwise.
 */
export const mergeResults = (previous: string | null, fresh: string[]): string => {
  const [header = '', ...parts] = fresh;
  if (!previous) return `${fresh.join('\n\n')}\n`;
  // One part may hold several sections (the server bench returns "## Server" and "## Edge"):
  // each is matched by its own heading, or an older copy of the second stays beside it.
  const measured = parts.flatMap(splitAtHeadings);
  const old = splitSections(previous);
  const byName = new Map(measured.map((section) => [nameOf(section), section]));
  // A file written before that fix may hold a section more than once: its first place counts.
  const seen = new Set<string>();
  const kept = old.sections.flatMap((section) => {
    const name = nameOf(section);
    if (seen.has(name)) return [];
    seen.add(name);
    return [byName.get(name) ?? markEarlier(section, runOf(old.header))];
  });
  const added = measured.filter((section) => !seen.has(nameOf(section)));
  return `${[header, ...kept, ...added].join('\n\n')}\n`;
};
