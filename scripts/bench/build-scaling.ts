import { BUILD_ENV } from '../../contract/build-env';
import fs from 'node:fs';
import path from 'node:path';
import { appScriptFigures, appScriptNotes } from './app-script';
import { buildNotes, buildTable, TARGETS, type ScalingRow } from './build-table';
import type { BenchContext } from './context';
import { floorWarmRebuild, writeFloorPages } from './floor-site';
import { gatsbyClean, measuredBuild } from './gatsby-build';
import { changeArticle, firstArticleOfYear } from './sandbox-client';
import { proxyModeEnv, startSandbox } from './serve-site';

// Clean builds against the sandbox seeded with more and more articles, each followed by the
// floor building as many pages and, at the targeted count, by the reference building the same
// articles; then a warm rebuild of each after one article changes.

/** The API requests of the last build, as its source plugin reported them. */
const apiRequestsOf = (siteDir: string): number | undefined => {
  try {
    const report = path.join(siteDir, '.cache', 'pluapi-build-report.json');
    return (JSON.parse(fs.readFileSync(report, 'utf8')) as { requests?: number }).requests;
  } catch {
    return undefined;
  }
};

const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0];

/** Whether the rebuilt English page of the article shows the changed title. */
const showsChange = (dir: string, uuid: string, marker: string): string => {
  const page = path.join(dir, 'public', 'news', 'article', uuid, 'index.html');
  const html = fs.existsSync(page) ? fs.readFileSync(page, 'utf8') : '';
  return html.includes(marker)
    ? `the rebuilt page of article ${uuid} shows its changed title`
    : `the changed title of article ${uuid} is missing from its rebuilt page`;
};

/** The reference's figures, or a note saying why there are none (the site's row goes on). */
const referenceBuild = async (
  context: BenchContext,
  sandboxUrl: string,
  label: string,
  clean = false,
): Promise<{ reference?: ScalingRow['reference']; referenceNote?: string }> => {
  try {
    if (clean) await gatsbyClean(context.referenceDir, label);
    return {
      reference: await measuredBuild(context.referenceDir, proxyModeEnv(sandboxUrl), label),
    };
  } catch (error) {
    return { referenceNote: `failed: ${firstLine(error)}` };
  }
};

const cleanRow = async (
  context: BenchContext,
  sandboxUrl: string,
  articles: number,
  targeted: boolean,
): Promise<ScalingRow> => {
  const row: ScalingRow = { kind: 'clean', articles, targeted };
  try {
    context.log(`Build scaling: clean site build, ${articles} articles`);
    await gatsbyClean(context.siteDir, `site-${articles}`);
    row.site = await measuredBuild(
      context.siteDir,
      proxyModeEnv(sandboxUrl),
      `site-${articles}-articles-build`,
    );
    row.apiRequests = apiRequestsOf(context.siteDir);
    row.appScript = appScriptFigures(context.siteDir);
    context.log(`Build scaling: clean floor build, ${row.site.pages} pages`);
    writeFloorPages(context.floorDir, row.site.pages);
    await gatsbyClean(context.floorDir, `floor-${row.site.pages}`);
    row.floor = await measuredBuild(context.floorDir, {}, `floor-${row.site.pages}-pages-build`);
  } catch (error) {
    row.note = `failed: ${firstLine(error)}`;
  }
  if (targeted) {
    context.log(`Build scaling: clean reference build, ${articles} articles`);
    const label = `reference-${articles}-articles-build`;
    Object.assign(row, await referenceBuild(context, sandboxUrl, label, true));
  }
  return row;
};

const warmRow = async (
  context: BenchContext,
  sandboxUrl: string,
  clean: ScalingRow,
): Promise<ScalingRow> => {
  const row: ScalingRow = { kind: 'warm', articles: clean.articles, targeted: clean.targeted };
  if (!clean.site) return { ...row, note: 'skipped: the clean build before it failed' };
  try {
    // The first build after `gatsby clean` renders every page again whatever changed (its
    // webpack hashes differ from the cold build's); the webhook's builds always follow an
    // earlier build, so every site settles with one unmeasured rebuild first.
    context.log('Build scaling: settling rebuilds of the site and reference, no change');
    await measuredBuild(context.siteDir, proxyModeEnv(sandboxUrl), 'site-settle-build');
    if (clean.reference) await referenceBuild(context, sandboxUrl, 'reference-settle-build');
    const uuid = await firstArticleOfYear(sandboxUrl, new Date().getUTCFullYear());
    const marker = await changeArticle(sandboxUrl, uuid);
    context.log(`Build scaling: warm site rebuild, article ${uuid} changed`);
    // As the rebuild webhook does when the CMS names the article it changed.
    const env = { ...proxyModeEnv(sandboxUrl), [BUILD_ENV.changedArticles]: uuid };
    row.site = await measuredBuild(context.siteDir, env, 'site-warm-build');
    row.apiRequests = apiRequestsOf(context.siteDir);
    row.note = showsChange(context.siteDir, uuid, marker);
    if (clean.reference) {
      // While the change is in place; the textbook plugin refetches everything anyway.
      context.log(`Build scaling: warm reference rebuild, article ${uuid} changed`);
      Object.assign(row, await referenceBuild(context, sandboxUrl, 'reference-warm-build'));
      if (row.reference) row.referenceNote = showsChange(context.referenceDir, uuid, marker);
    } else if (clean.targeted) {
      row.referenceNote = 'skipped: its clean build failed';
    }
    context.log('Build scaling: settling and warm floor rebuilds, one page changed');
    row.floor = await floorWarmRebuild(context.floorDir, clean.site.pages);
  } catch (error) {
    row.note = `failed: ${firstLine(error)}`;
  }
  return row;
};

/** The build-scaling section of the results, as Markdown. */
export const benchBuildScaling = async (context: BenchContext): Promise<string> => {
  // 300 and 3,000 articles: every page's JavaScript must weigh the same at both (issue 54).
  const counts = context.quick ? [30, 300] : [300, 1000, TARGETS.articles];
  const rows: ScalingRow[] = [];
  for (const [index, articles] of counts.entries()) {
    const sandbox = await startSandbox(context.siteDir, context.sandboxPort, articles);
    try {
      const last = index === counts.length - 1;
      const clean = await cleanRow(context, sandbox.url, articles, last);
      rows.push(clean);
      if (last) rows.push(await warmRow(context, sandbox.url, clean));
    } finally {
      await sandbox.stop();
    }
  }
  return [
    '## Build scaling',
    '',
    'Clean `gatsby build` (after `gatsby clean`, proxy mode) against the sandbox seeded with that ' +
      'many articles, then a warm rebuild (no clean, after one unmeasured rebuild) after one ' +
      'article changed. Each cell reads "site / reference / floor". The reference builds the ' +
      'same articles into the same article and year pages in en/es/pt as Gatsby’s documentation ' +
      'teaches (a source plugin refetching every article each build, `createRemoteFileNode`, ' +
      'gatsby-plugin-image with gatsby-plugin-sharp at its defaults, Pagefind), on the last row ' +
      'and its warm rebuild only; the floor builds as many trivial react-i18next pages. Peak RSS ' +
      'is the sum over the whole `gatsby build` process tree, sampled every 200 ms. API requests: ' +
      'what the site’s build asked the provider API (retries included; image downloads not ' +
      'counted). The warm rebuild names the changed article in `PLUAPI_CHANGED_ARTICLES`, as the ' +
      `webhook does. Targets: ${TARGETS.articles} articles clean in at most ` +
      `${TARGETS.cleanRatio}× the reference's time with peak memory under ${TARGETS.peakMiB} MiB; ` +
      `the warm rebuild in at most ${TARGETS.warmRatio}× the reference's warm rebuild` +
      (context.quick ? ' (with --quick, marked on the last, smaller row).' : '.'),
    '',
    buildTable(rows),
    '',
    ...buildNotes(rows),
    ...appScriptNotes(
      rows
        .filter((row) => row.kind === 'clean')
        .map((row) => ({ articles: row.articles, figures: row.appScript })),
    ),
  ].join('\n');
};
