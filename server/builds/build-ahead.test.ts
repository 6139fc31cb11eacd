import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GoLive } from '../releases/go-live';
import { createReleaseId, currentRelease } from '../releases/releases';
import { makeTempDir, writeBuiltSite } from '../test-support/fake-site';
import { waitFor } from '../test-support/http';
import type { BuildContext } from './build-queue';
import { RebuildJob } from './rebuild-job';

// With builds started ahead, the server starts the next build's process as soon as the last
// build is done; it waits for the articles the webhook names, and is stopped with the server.

let siteDir: string;
let releasesDir: string;
let events: string;

// A stand-in for `gatsby build` that says what it did in `events`: started (ahead or not),
// the articles it built, stopped by a signal. Started ahead, it prints what the source
// plugin prints around its wait; with FAIL_AHEAD set, it stops at once instead; with NO_WAIT
// set, it never waits, as a build command other than the site's Gatsby.
const FAKE_BUILD = `
const fs = require('node:fs');
const say = (line) => fs.appendFileSync('events', line + '\\n');
process.on('SIGTERM', () => { say('stopped'); process.exit(143); });
const build = (articles) => {
  console.log('success source and transform nodes - 32.000s');
  fs.writeFileSync('public/articles.txt', articles);
  say(('built ' + articles).trim());
};
if (process.env.PLUAPI_WAIT_FOR_CHANGES === '1' && !process.env.NO_WAIT) {
  say('started ahead');
  say('niceness ' + require('node:os').getPriority());
  if (process.env.FAIL_AHEAD) {
    console.log('the configuration is broken');
    say('gave up');
    process.exit(1);
  }
  console.log('success compile gatsby files - 2.300s');
  console.log('info gatsby-source-pluapi: waiting for the server to name the changed articles');
  // As the source plugin does when the server closes its input before naming a change.
  process.stdin.on('end', () => {
    say('stopped');
    process.exit(0);
  });
  let input = '';
  process.stdin.on('data', (chunk) => {
    input += chunk;
    if (!input.includes('\\n')) return;
    console.log('info gatsby-source-pluapi: waited 30.000 s for the server to name the changed articles');
    build(input.trim());
    process.exit(0);
  });
} else {
  say('started');
  build(process.env.PLUAPI_CHANGED_ARTICLES);
}
`;

beforeEach(() => {
  siteDir = makeTempDir('build-ahead');
  releasesDir = path.join(siteDir, 'releases');
  events = path.join(siteDir, 'events');
  writeBuiltSite(siteDir, 'home');
  writeFileSync(path.join(siteDir, 'fake-build.js'), FAKE_BUILD);
});

afterEach(() => rmSync(siteDir, { recursive: true, force: true }));

function aheadJob(env = '', goLive = new GoLive({ releasesDir })) {
  return new RebuildJob({
    siteDir,
    releasesDir,
    buildCommand: `${env} node fake-build.js`,
    guardedSecrets: [],
    goLive,
    requiredPages: ['index.html'],
    startAhead: true,
  });
}

const said = () => (existsSync(events) ? readFileSync(events, 'utf8').trim().split('\n') : []);
const saidOnce = (line: string) => waitFor(async () => said().includes(line) || undefined);

const build = (job: RebuildJob, articles: string[]) => {
  const log: string[] = [];
  const phases = new Map<string, number>();
  const id = createReleaseId();
  const context: BuildContext = {
    id,
    articles,
    fullRefresh: false,
    log: (line) => void log.push(line),
    signal: new AbortController().signal,
    attachReport: () => {},
    phase: (name, ms) => void phases.set(name, ms),
  };
  return { id, log, phases, result: job.buildAndPublish(context) };
};

const liveArticles = async () =>
  readFileSync(
    path.join(releasesDir, (await currentRelease(releasesDir)) as string, 'articles.txt'),
    'utf8',
  );

test('the process started ahead builds the articles the webhook named, and the next one waits', async () => {
  const job = aheadJob();
  job.prepareNext();
  await saidOnce('started ahead');

  const { log, phases, result } = build(job, ['a-1', 'b_2']);

  expect((await result).published).toBe(true);
  expect(await liveArticles()).toBe('a-1,b_2');
  expect(log).toContain('Gatsby started ahead of this build and waited for its articles');
  // Gatsby's start was over before the call, and the wait is not the build's time.
  expect(phases.get('gatsby: bootstrap and sourcing')).toBe(2000);
  // The next build's process starts as soon as this one is done, and stops with the server.
  await waitFor(
    async () => said().filter((line) => line.startsWith('niceness')).length === 2 || undefined,
  );
  await job.close();
  // Behind visitors' requests for the cores (it starts right after a build).
  expect(said()).toEqual([
    'started ahead',
    'niceness 10',
    'built a-1,b_2',
    'started ahead',
    'niceness 10',
    'stopped',
  ]);
  job.prepareNext();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(said()).toHaveLength(6);
});

test('a process started ahead that stopped is replaced, and its output is in the build’s log', async () => {
  const job = aheadJob('FAIL_AHEAD=1');
  job.prepareNext();
  await saidOnce('gave up');
  // Its exit reaches the server a moment after it wrote that.
  await new Promise((resolve) => setTimeout(resolve, 300));

  const { log, result } = build(job, ['c-3']);

  expect((await result).published).toBe(true);
  expect(await liveArticles()).toBe('c-3');
  expect(log).toEqual(
    expect.arrayContaining([
      'the configuration is broken',
      'the build started ahead of this one had stopped (its output is above); starting anew',
    ]),
  );
  expect(said().slice(0, 5)).toEqual([
    'started ahead',
    'niceness 10',
    'gave up',
    'started',
    'built c-3',
  ]);
  await job.close();
});

test('a build command that does not wait is started when called, and no longer ahead', async () => {
  const job = aheadJob('NO_WAIT=1');
  job.prepareNext();
  await waitFor(async () => said().length === 2 || undefined);
  // Its exit reaches the server a moment after it wrote that.
  await new Promise((resolve) => setTimeout(resolve, 300));

  const { log, result } = build(job, ['d-4']);

  expect((await result).published).toBe(true);
  expect(await liveArticles()).toBe('d-4');
  expect(log).toContain(
    'the build command ran to its end without waiting for a webhook; builds start when called from now on',
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(said()).toEqual(['started', 'built', 'started', 'built d-4']);
  await job.close();
});

describe('the live release linked for the next build before its webhook', () => {
  const stagingFolders = () =>
    readdirSync(releasesDir).filter((name) => name.startsWith('.staging-'));
  // The folder appears as its links begin (`cp` makes it first): waited for until it holds
  // the live home page.
  const linkedAhead = () =>
    waitFor(async () => {
      const [folder, ...more] = stagingFolders();
      const linked =
        folder?.startsWith('.staging-ahead-') &&
        more.length === 0 &&
        existsSync(path.join(releasesDir, folder, 'index.html'));
      return linked ? folder : undefined;
    });
  const inode = (relative: string) => statSync(path.join(releasesDir, relative)).ino;
  const live = async () => (await currentRelease(releasesDir)) as string;

  test('become the next release, which holds the live one’s unchanged files', async () => {
    const job = aheadJob();
    job.prepareNext();
    expect((await build(job, ['a-1']).result).published).toBe(true);
    const first = await live();
    const folder = await linkedAhead();
    // Linked from the release live when the build was done, before any webhook came.
    expect(inode(`${folder}/index.html`)).toBe(inode(`${first}/index.html`));
    const folderInode = inode(folder);

    const { log, result } = build(job, ['b-2']);

    expect((await result).published).toBe(true);
    const second = await live();
    expect(await liveArticles()).toBe('b-2');
    // The folder linked ahead is the new release, renamed, not linked again.
    expect(inode(second)).toBe(folderInode);
    expect(inode(`${second}/index.html`)).toBe(inode(`${first}/index.html`));
    expect(log.join('\n')).not.toMatch(/another release went live/);
    await job.close();
    expect(stagingFolders()).toEqual([]);
  });

  test('are dropped when staff made another release live in between', async () => {
    const goLive = new GoLive({ releasesDir });
    const job = aheadJob('', goLive);
    job.prepareNext();
    await build(job, ['a-1']).result;
    const first = await live();
    await linkedAhead();
    await build(job, ['b-2']).result;
    const stale = await linkedAhead();

    // Staff publish the first build again, which also locks publishing.
    await goLive.publishByHand(first);
    const { id, log, result } = build(job, ['c-3']);

    expect((await result).keptBecause).toMatch(/publishing is locked/);
    expect(readFileSync(path.join(releasesDir, id, 'articles.txt'), 'utf8')).toBe('c-3');
    expect(log).toContain(
      'another release went live since the last build; linking the live one for this build',
    );
    expect(stagingFolders()).not.toContain(stale);
    await job.close();
    expect(stagingFolders()).toEqual([]);
  });
});
