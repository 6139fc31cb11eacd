// Size budgets (issue: measured quality), checked by `npm test` after the production
// build: every page of every language, gzipped. Sizes are deterministic, so they can
// fail a test; times are not, and live in `npm run bench`.
import fs from 'fs';
import path from 'path';
import { inAnyLanguage } from '../src/lib/languages';
import {
  ACTION_EMAIL_PAGE,
  listPages,
  measurePage,
  readChunkGroups,
  type PageWeight,
} from './page-weight';

const KB = 1024;
// Each JS budget rose by 1 kB when Gatsby's chunk mapping (1.5 kB) left the HTML for a script
// of its own, counted here (scripts-after-first-paint.ts); the short class names took 1 kB off
// the scripts at the same time, and every page's HTML lost 1.5-2 kB: less in all.
export const BUDGETS = {
  contentJs: 111 * KB,
  // Yup and the API client load on the first interaction, toasts on the first
  // toast (118.8 kB at most).
  // Raised to 125 kB while every page's app script listed each /es/ and /pt/ page in its match
  // paths (3.9 kB); back to 123 kB since it lists the client-only routes alone (see
  // matchPathProblems): the fullest form page went from 124.6 to 119.5 kB (the legislator lookup).
  formJs: 123 * KB,
  // The action email loads its text on arrival, with the API client and the HTML sanitiser
  // (counted, see LOADED_ON_ARRIVAL), then shows the form at once: 138.6 kB, then 139.8 kB once
  // the shared page header, the fixed Utah state, the next step's lazy hook,
  // the one Retry-After reader and the shared loading hook came in; 143 kB with the score card's
  // match paths (see formJs); 143.4 kB with the placeholder that holds the loaded page's size
  // while the text loads (its layout shift went from 0.114 to 0); back to 143 kB without the
  // pages in the match paths (139.3 kB).
  actionEmailJs: 143 * KB,
  pageData: 20 * KB,
  html: 40 * KB,
  inlineCss: 12 * KB,
};

// Pages whose job is a form or a client-side feature; they may load form code. A followed
// bill's page ends with the legislator lookup.
const FORM_PAGES = inAnyLanguage(
  '/(?:sms|volunteer|contact-us|save-a-life|government/legislator-lookup|action-email/\\[id\\]|services/life-grant-balance/\\[uid\\]|legislature/[a-z0-9]+-[a-z]+\\d+)/$',
);

// Code recognised by strings that survive minification (yup's default messages are
// runtime templates, so `${path}` stays as written).
const TOASTIFY_MARKER = /Toastify__/;
const YUP_MARKER = /\$\{path\} must be a valid email/;
const FORM_ONLY_MARKERS: Record<string, RegExp> = {
  'react-toastify': TOASTIFY_MARKER,
  yup: YUP_MARKER,
  'react-hook-form': /shouldUnregister/,
};
// Even a form page loads these only once the visitor needs them.
const LATER_ON_FORM_PAGES: Record<string, RegExp> = {
  'react-toastify': TOASTIFY_MARKER,
  yup: YUP_MARKER,
};
const CAROUSEL_MARKER = /testimonials\.quotes\./;
const HOME_PAGE = inAnyLanguage('/$');

const kb = (bytes: number): string => (bytes / KB).toFixed(1);

/** The biggest scripts of a page, named with their size: where to look first. */
const biggestScripts = (weight: PageWeight, count = 3): string =>
  Object.entries(weight.scriptGzip)
    .sort(([, a], [, b]) => b - a)
    .slice(0, count)
    .map(([name, size]) => `${name} ${kb(size)} kB`)
    .join(', ');

/** Which file holds a marked library, and how big it is. */
const scriptHolding = (
  weight: PageWeight,
  marker: RegExp,
  readScript: (name: string) => string,
): string | undefined => {
  const name = weight.scripts.find((script) => marker.test(readScript(script)));
  return name && `${name} ${kb(weight.scriptGzip[name] ?? 0)} kB`;
};

export const problemsOf = (weight: PageWeight, readScript: (name: string) => string): string[] => {
  const form = FORM_PAGES.test(weight.page);
  const jsBudget = ACTION_EMAIL_PAGE.test(weight.page)
    ? BUDGETS.actionEmailJs
    : form
      ? BUDGETS.formJs
      : BUDGETS.contentJs;
  const problems: string[] = [];
  if (weight.jsGzip > jsBudget)
    problems.push(
      `JS ${kb(weight.jsGzip)} kB > ${kb(jsBudget)} kB (biggest: ${biggestScripts(weight)})`,
    );
  if (weight.pageDataGzip > BUDGETS.pageData)
    problems.push(`page-data ${kb(weight.pageDataGzip)} kB > 20 kB`);
  if (weight.htmlGzip > BUDGETS.html) problems.push(`HTML ${kb(weight.htmlGzip)} kB > 40 kB`);
  if (weight.inlineCssGzip > BUDGETS.inlineCss)
    problems.push(`inlined CSS ${kb(weight.inlineCssGzip)} kB > 12 kB`);
  const markers = form ? LATER_ON_FORM_PAGES : FORM_ONLY_MARKERS;
  const why = form ? ' before the first interaction' : ', which only forms need';
  for (const [name, marker] of Object.entries(markers)) {
    const holder = scriptHolding(weight, marker, readScript);
    if (holder) problems.push(`loads ${name}${why}: ${holder}`);
  }
  if (!HOME_PAGE.test(weight.page)) {
    const holder = scriptHolding(weight, CAROUSEL_MARKER, readScript);
    if (holder) problems.push(`loads the home carousel: ${holder}`);
  }
  return problems;
};

/**
 * Match paths in Gatsby's app script that name one page rather than a client-only route (a `:`
 * or `*` pattern), or catch a whole language. Every page carries that script, so listed pages
 * make every page's JavaScript grow with the article count and change at every publish.
 */
export const matchPathProblems = (appScript: string): string[] => {
  const matchPaths = [...appScript.matchAll(/\\?"matchPath\\?":\\?"([^"\\]*)/g)].map(
    ([, matchPath]) => matchPath ?? '',
  );
  const listed = matchPaths.filter(
    (matchPath) => !/[:*]/.test(matchPath) || /^\/[a-z]{2}\/\*$/.test(matchPath),
  );
  if (!listed.length) return [];
  return [
    `the app script lists ${listed.length} page(s) in its match paths (${listed.slice(0, 3).join(', ')}): only client-only routes belong there (src/gatsby/client-match-paths.ts)`,
  ];
};

const main = (): number => {
  const publicDir = path.resolve(process.argv[2] ?? 'public');
  const stats = readChunkGroups(publicDir);
  const pages = listPages(publicDir).sort();
  // Article and news-year pages share a template: one of each kind per language is enough for the table.
  const rows = pages.map((page) => measurePage(publicDir, page, stats));
  const code = new Map<string, string>();
  const readScript = (name: string): string => {
    if (!code.has(name)) code.set(name, fs.readFileSync(path.join(publicDir, name), 'utf8'));
    return code.get(name) ?? '';
  };
  const appScripts = (stats.namedChunkGroups.app?.assets ?? [])
    .map((asset) => (typeof asset === 'string' ? asset : asset.name))
    .filter((name) => /^app-[0-9a-f]+\.js$/.test(name));
  const failures = appScripts.flatMap((name) =>
    matchPathProblems(readScript(name)).map((problem) => `${name}: ${problem}`),
  );
  console.log('page'.padEnd(48), 'JS kB', 'data kB', 'HTML kB', 'CSS kB');
  const seenTemplates = new Set<string>();
  for (const row of rows) {
    const problems = problemsOf(row, readScript);
    failures.push(...problems.map((problem) => `${row.page}: ${problem}`));
    const template = row.page
      .replace(/\/news\/article\/[^/]+\//, '/news/article/*/')
      .replace(/\/news\/\d{4}\//, '/news/*/');
    if (template !== row.page && seenTemplates.has(template) && problems.length === 0) continue;
    seenTemplates.add(template);
    console.log(
      row.page.padEnd(48),
      kb(row.jsGzip).padStart(5),
      kb(row.pageDataGzip).padStart(7),
      kb(row.htmlGzip).padStart(7),
      kb(row.inlineCssGzip).padStart(6),
      problems.length ? `  ✖ ${problems.join('; ')}` : '',
    );
  }
  console.log(
    `\n${rows.length} pages measured (gzip -9). Budgets: JS before the first interaction ${kb(BUDGETS.contentJs)} kB content / ${kb(BUDGETS.formJs)} kB form pages (no yup, no toasts; ${kb(BUDGETS.actionEmailJs)} kB the action email), page-data 20 kB, HTML 40 kB, inlined CSS 12 kB.`,
  );
  if (failures.length) {
    console.error(`\nOver budget (${failures.length}):\n  ${failures.join('\n  ')}`);
    return 1;
  }
  console.log('Every page is within its budgets.');
  return 0;
};

if (require.main === module) process.exitCode = main();
