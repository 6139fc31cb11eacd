import { WAITING_LINE, secondsWaited } from '../../contract/build-ahead';

/**
 * Gatsby's own steps inside a `gatsby build`, read from its output: each activity ends with a
 * line such as `success building schema - 2.072s` or, with a count,
 * `success Building static HTML for pages - 16.664s - 216/216 12.96/s`. Activities are
 * grouped into the few steps staff and the bench compare between builds.
 */
export interface GatsbyStep {
  name: string;
  seconds: number;
  /** HTML pages rendered (the HTML step only). */
  pages?: number;
}

const GROUPS: Array<[name: string, activity: RegExp]> = [
  ['gatsby: schema', /^building schema$/i],
  ['gatsby: queries', /queries|^merge worker state$/i],
  [
    'gatsby: webpack',
    /javascript and css bundles|rendering engines|html renderer|webpack|^write out requires$/i,
  ],
  ['gatsby: page-data', /^writing page-data/i],
  ['gatsby: HTML', /static html|slices?\b/i],
  ['gatsby: onPostBuild (feeds, search index)', /^onPostBuild$/i],
];
// The rest of Gatsby's bootstrap (config, plugins, caches, sourcing, createPages), and the
// activities after it that no group names (e.g. generating TypeScript types).
const BOOTSTRAP = 'gatsby: bootstrap and sourcing';
const OTHER = 'gatsby: other steps';
const ORDER = [BOOTSTRAP, ...GROUPS.map(([name]) => name), OTHER];
const BOOTSTRAP_FINISHED = /^info bootstrap finished\b/;

const ACTIVITY_DONE = /^success (.+?) - (\d+(?:\.\d+)?)s(?: - (\d+)\/(\d+)\b.*)?$/;
const NESTED_IN_POST_BUILD = /^pagefind search index$/i;
const NO_HTML = /no new or changed html files to build/i;
// eslint-disable-next-line no-control-regex
const TERMINAL_CODES = /\u001b\[[0-9;?]*[A-Za-z]/g;

/** A `gatsby build`'s output, fed line by line; `steps()` gives the grouped steps so far. */
export function gatsbyStepReader() {
  const seconds = new Map<string, number>();
  let pages: number | undefined;
  let bootstrapFinished = false;
  // A build started ahead (contract/build-ahead.ts): what it did before it waited is not the
  // webhook's time, and the step that held the wait lasted that much longer.
  let waited = 0;
  const add = (name: string, value: number) => seconds.set(name, (seconds.get(name) ?? 0) + value);
  return {
    onLine(raw: string): void {
      const line = raw.replace(TERMINAL_CODES, '').trim();
      if (NO_HTML.test(line)) {
        pages ??= 0;
        add('gatsby: HTML', 0);
        return;
      }
      if (line.includes(WAITING_LINE)) seconds.clear();
      waited += secondsWaited(line) ?? 0;
      if (BOOTSTRAP_FINISHED.test(line)) bootstrapFinished = true;
      const match = ACTIVITY_DONE.exec(line);
      if (!match) return;
      const [, activity = '', duration = '0', done] = match;
      // The site's own activity runs inside onPostBuild, which already counts its time.
      if (NESTED_IN_POST_BUILD.test(activity)) return;
      const group =
        GROUPS.find(([, pattern]) => pattern.test(activity))?.[0] ??
        (bootstrapFinished ? OTHER : BOOTSTRAP);
      add(group, Number(duration));
      if (group === 'gatsby: HTML' && /static html for pages/i.test(activity) && done) {
        pages = (pages ?? 0) + Number(done);
      }
    },
    steps(): GatsbyStep[] {
      const spent = (name: string) =>
        Math.max(0, (seconds.get(name) ?? 0) - (name === BOOTSTRAP ? waited : 0));
      return ORDER.filter((name) => seconds.has(name)).map((name) => ({
        name,
        seconds: Math.round(spent(name) * 1000) / 1000,
        ...(name === 'gatsby: HTML' && pages !== undefined ? { pages } : {}),
      }));
    },
  };
}
