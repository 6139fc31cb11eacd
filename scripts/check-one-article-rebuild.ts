// After a build of the site against the sandbox: the sandbox starts answering one article
// changed, and a second build, started the way the server starts a webhook build
// (server/builds/rebuild-job.ts: the same command, PLUAPI_CHANGED_ARTICLES naming the article,
// the search index left for later), must render that article's pages and the lists that show
// it, not every page. `npm test` runs it after the proxy-mode build; alone, in the same
// environment as the build before it:
//   npx tsx scripts/check-one-article-rebuild.ts http://127.0.0.1:$E2E_SANDBOX_PORT
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { API_BASE_PATH, credentialHeaders, pathOf } from '../contract';
import { runBuildCommand } from '../server/builds/build-runner';
import { gatsbyStepReader } from '../server/builds/gatsby-steps';
import { BUILD_REPORT_FILE, webhookBuildEnv } from '../server/builds/rebuild-job';
import { DEFAULT_BUILD_COMMAND } from '../server/config';
import { articlePath, articleYear, newsYearPath } from '../src/features/news/news-paths';
import { LANGUAGES, localisedPath } from '../src/lib/languages';
import { changeArticle } from './bench/sandbox-client';
import { SANDBOX_KEY, SANDBOX_TOKEN } from './sandbox-env';

interface Summary {
  uuid: string;
  pubdate: string;
}

const inEveryLanguage = (page: string) =>
  LANGUAGES.map((language) => localisedPath(language, page));

const htmlFileOf = (publicDir: string, page: string) =>
  path.join(publicDir, ...page.split('/').filter(Boolean), 'index.html');

/** An article of two years ago (off the home page's feed) that the first build published. */
async function articleToChange(sandbox: string, publicDir: string): Promise<Summary> {
  const year = new Date().getFullYear() - 2;
  const url = `${sandbox}${API_BASE_PATH}${pathOf('articles')}?year=${year}`;
  const answer = await fetch(url, {
    headers: credentialHeaders({ token: SANDBOX_TOKEN, key: SANDBOX_KEY }),
  });
  if (!answer.ok) throw new Error(`GET ${url} answered ${answer.status}`);
  for (const summary of (await answer.json()) as Summary[]) {
    const built = await fs
      .access(htmlFileOf(publicDir, articlePath(summary.uuid)))
      .then(() => true)
      .catch(() => false);
    if (built) return summary;
  }
  throw new Error(`no article of ${year} was built into ${publicDir}: build the site first`);
}

/** The pages (as paths) whose index.html was written at or after `since`. */
async function pagesWrittenSince(publicDir: string, since: number): Promise<string[]> {
  const entries = await fs.readdir(publicDir, { recursive: true, withFileTypes: true });
  const pages: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const file = path.join(entry.parentPath, entry.name);
    if ((await fs.stat(file)).mtimeMs < since) continue;
    const dir = path.relative(publicDir, entry.parentPath).split(path.sep).join('/');
    pages.push(dir ? `/${dir}/` : '/');
  }
  return pages.sort();
}

/** `buildEnv`: the environment of the build before (what the server's own environment holds). */
export async function checkOneArticleRebuild(
  sandbox: string,
  buildEnv: Record<string, string> = {},
  siteDir = process.cwd(),
) {
  const publicDir = path.join(siteDir, 'public');
  const article = await articleToChange(sandbox, publicDir);
  const marker = await changeArticle(sandbox, article.uuid);
  const articlePages = inEveryLanguage(articlePath(article.uuid));
  // The lists that show an article of two years ago: its year's news page; the home page
  // only shows the latest ones, but a build may fairly render it again. The score card says
  // when its data was read, which changes on every build where the source sends no
  // Last-Modified (the sandbox's spreadsheet), so it is rendered again too.
  const allowed = new Set([
    ...articlePages,
    ...inEveryLanguage(newsYearPath(articleYear(article.pubdate))),
    ...inEveryLanguage('/'),
    ...inEveryLanguage('/government/legislator-score-card/'),
  ]);
  const steps = gatsbyStepReader();
  // Whole seconds: a file system may store modification times no finer.
  const started = Math.floor(Date.now() / 1000) * 1000;
  try {
    await runBuildCommand(
      DEFAULT_BUILD_COMMAND,
      siteDir,
      (line) => {
        steps.onLine(line);
        console.log(line);
      },
      undefined,
      {
        ...buildEnv,
        ...webhookBuildEnv([article.uuid], false, path.join(siteDir, BUILD_REPORT_FILE), true),
      },
    );
  } finally {
    await fetch(`${sandbox}/__sandbox/faults`, { method: 'DELETE' });
  }
  const seconds = (Date.now() - started) / 1000;
  const written = await pagesWrittenSince(publicDir, started);
  const reported = steps.steps().find((step) => step.name === 'gatsby: HTML')?.pages;
  const problems: string[] = [];
  for (const page of articlePages) {
    if (!written.includes(page)) problems.push(`${page} was not rendered again`);
    else if (!(await fs.readFile(htmlFileOf(publicDir, page), 'utf8')).includes(marker))
      problems.push(`${page} does not show the changed article`);
  }
  const extra = written.filter((page) => !allowed.has(page));
  if (extra.length > 0) {
    const named = extra.slice(0, 5).join(', ');
    problems.push(`${extra.length} other page(s) were rendered again, e.g. ${named}`);
  }
  if (reported !== written.length) {
    problems.push(
      `the build reported ${reported ?? 'no'} HTML pages, ${written.length} were written`,
    );
  }
  console.log(
    `one-article rebuild: ${written.length} page(s) rendered in ${seconds.toFixed(1)} s: ${written.join(', ')}`,
  );
  if (problems.length > 0) throw new Error(`one-article rebuild: ${problems.join('; ')}`);
}

if (require.main === module) {
  const sandbox = process.argv[2];
  if (!sandbox) {
    console.error('usage: npx tsx scripts/check-one-article-rebuild.ts <sandbox url>');
    process.exit(2);
  }
  checkOneArticleRebuild(sandbox).catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}
