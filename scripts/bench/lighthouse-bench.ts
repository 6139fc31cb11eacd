import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../../src/lib/languages';
import { writeFloorPages } from './floor-site';
import { gatsbyClean, measuredBuild } from './gatsby-build';
import { summariseRuns } from './lighthouse-report';
import { runLighthouse } from './lighthouse-runs';
import {
  failingAuditsLines,
  lighthouseSummary,
  movedPageLines,
  noindexLines,
  lighthouseTable,
  type LighthouseRow,
} from './lighthouse-table';
import { firstArticleOfYear } from './sandbox-client';
import { proxyModeEnv, publishAndServe, serve, startSandbox } from './serve-site';
import type { BenchContext } from './context';

const QUICK_LANGUAGES = ['en', 'es'];
const QUICK_PAGES = new Set(['home', 'article', 'action email 101', 'volunteer', 'contact']);
const LIFE_GRANT_UID = 'lg-2026-0147';

const sitePages = (year: number, articleUuid: string) => [
  { name: 'home', path: '/' },
  { name: 'donate', path: '/donate/' },
  { name: `news ${year}`, path: `/news/${year}/` },
  { name: 'article', path: `/news/article/${articleUuid}/` },
  // Every route with a form: each is measured beside the floor in the same run.
  { name: 'sms', path: '/sms/' },
  { name: 'newsletter', path: '/news-letter/' },
  { name: 'volunteer', path: '/volunteer/' },
  { name: 'contact', path: '/contact-us/' },
  { name: 'save a life', path: '/save-a-life/' },
  { name: 'legislator lookup', path: '/government/legislator-lookup/' },
  { name: 'action email 101', path: '/action-email/101/' },
  // The legislature's pages, built from the sandbox's sample spreadsheet and bills.
  { name: 'score card', path: '/government/legislator-score-card/' },
  { name: 'bill', path: '/legislature/2026gs-hb0012/' },
  // A uid the sandbox's seed knows (sandbox/routes/life-grants.ts), so the table is drawn.
  {
    name: 'life grant balance',
    path: `/services/life-grant-balance/${LIFE_GRANT_UID}/`,
    noindex:
      'it shows a named grant recipient’s balance and line items, so it is `noindex` (privacy ' +
      'comes first), and Lighthouse fails every way of keeping a page out of search results.',
  },
];

const localised = (base: string, language: string, pagePath: string) =>
  `${base}${language === 'en' ? '' : `/${language}`}${pagePath}`;

// `/` opened by a browser set to Spanish, with no language saved: the inline script in the
// head moves it to `/es/` before the first paint (src/gatsby/language-before-paint.ts). It is
// listed beside `/es/` opened directly, which it should be no slower than, and against the
// Spanish floor.
const MOVED_HOME_LANGUAGE = 'es';
const movedHome = (base: string, languages: readonly string[]) =>
  languages.includes(MOVED_HOME_LANGUAGE)
    ? [
        {
          name: 'home, Spanish browser at /',
          path: '/',
          language: MOVED_HOME_LANGUAGE,
          url: localised(base, 'en', '/'),
          browserLanguage: MOVED_HOME_LANGUAGE,
          movedTo: localised(base, MOVED_HOME_LANGUAGE, '/'),
        },
      ]
    : [];

const measureSite = async (context: BenchContext, languages: readonly string[]) => {
  const sandbox = await startSandbox(context.siteDir, context.sandboxPort);
  try {
    const year = new Date().getUTCFullYear();
    const uuid = await firstArticleOfYear(sandbox.url, year);
    const pages = sitePages(year, uuid).filter((page) =>
      context.page ? page.name === context.page : !context.quick || QUICK_PAGES.has(page.name),
    );
    if (pages.length === 0) throw new Error(`no page is named "${context.page}" in the bench`);
    context.log('Lighthouse: building the site (proxy mode, the sandbox’s written articles)');
    await measuredBuild(context.siteDir, proxyModeEnv(sandbox.url), 'lighthouse-site-build');
    const server = await publishAndServe(context.siteDir, context.serverPort, sandbox.url);
    try {
      const targets = pages.flatMap((page) => [
        ...languages.map((language) => ({
          ...page,
          language,
          url: localised(server.url, language, page.path),
        })),
        ...(page.name === 'home' ? movedHome(server.url, languages) : []),
      ]);
      const results = await runLighthouse(targets, context.runs, context.chromePath, context.log);
      return targets.map((target, index) => ({
        ...target,
        result: results[index] ?? summariseRuns([]),
      }));
    } finally {
      await server.stop();
    }
  } finally {
    await sandbox.stop();
  }
};

const measureFloor = async (context: BenchContext, languages: readonly string[]) => {
  context.log('Lighthouse: building the floor site');
  writeFloorPages(context.floorDir, LANGUAGES.length);
  await gatsbyClean(context.floorDir, 'lighthouse-floor');
  await measuredBuild(context.floorDir, {}, 'lighthouse-floor-build');
  const server = await serve(context.siteDir, context.floorDir, context.serverPort);
  try {
    const pages = languages.map((language) => ({ url: localised(server.url, language, '/') }));
    const figures = await runLighthouse(pages, context.runs, context.chromePath, context.log);
    return new Map(languages.map((language, index) => [language, figures[index]]));
  } finally {
    await server.stop();
  }
};

const lighthouseVersion = (siteDir: string): string => {
  const manifest = path.join(siteDir, 'node_modules', 'lighthouse', 'package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
};

/** The Lighthouse section of the results, as Markdown. */
export const benchLighthouse = async (context: BenchContext): Promise<string> => {
  const languages = context.quick ? QUICK_LANGUAGES : LANGUAGES;
  const site = await measureSite(context, languages);
  const floor = await measureFloor(context, languages);
  const rows: LighthouseRow[] = site.map((target) => ({
    page: target.name,
    language: target.language,
    site: target.result,
    floor: floor.get(target.language),
    noindex: 'noindex' in target ? target.noindex : undefined,
    movedTo: 'movedTo' in target ? target.movedTo : undefined,
    url: target.url,
  }));
  return [
    '## Lighthouse',
    '',
    `Lighthouse ${lighthouseVersion(context.siteDir)} defaults (mobile form factor, simulated throttling), ` +
      `median of ${context.runs} run${context.runs === 1 ? '' : 's'} per page. Each cell reads ` +
      '"site / floor": the floor is a bare Gatsby 5 + react-i18next page in the same language, ' +
      'served by the same production server. ✓ or ✗ compares the site’s median with the target ' +
      'in the column header; "× floor" is site ÷ floor.',
    '',
    lighthouseTable(rows),
    '',
    lighthouseSummary(rows),
    '',
    ...movedPageLines(rows),
    '',
    ...noindexLines(rows),
    '',
    ...failingAuditsLines(rows),
  ].join('\n');
};
