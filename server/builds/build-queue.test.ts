import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BuildContext, type BuildJob, type BuildJobResult, BuildQueue } from './build-queue';

/** A job whose runs finish only when the test says so. */
function controllableJob() {
  const started: string[] = [];
  const finishers: Array<(error?: Error) => void> = [];
  const articles: string[][] = [];
  const job: BuildJob = {
    buildAndPublish: ({ id, log, articles: list }: BuildContext) =>
      new Promise<BuildJobResult>((resolve, reject) => {
        articles.push(list);
        started.push(id);
        log(`building ${id}`);
        finishers.push((error) => (error ? reject(error) : resolve({ published: true })));
      }),
  };
  const finish = async (error?: Error) => {
    finishers.shift()?.(error);
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { job, started, articles, finish };
}

test('triggers during a build coalesce into one more build', async () => {
  const { job, started, finish } = controllableJob();
  const queue = new BuildQueue(job);
  const first = queue.trigger({ reason: 'a' });
  const later = ['b', 'c', 'd'].map((reason) => queue.trigger({ reason }));
  expect(new Set(later).size).toBe(1);
  expect(later[0]).not.toBe(first);
  expect(started).toEqual([first]);

  await finish();
  expect(started).toEqual([first, later[0]]);
  expect(queue.status().queued).toBeNull();
  await finish();
  await queue.whenIdle();
  expect(started).toHaveLength(2);
  expect(queue.status().last).toMatchObject({ id: later[0], outcome: 'succeeded', reason: 'b' });
});

test('a failed build is reported with its error and log tail', async () => {
  const { job, finish } = controllableJob();
  const queue = new BuildQueue(job);
  const id = queue.trigger({ reason: 'cms', articles: ['a-1'] });
  expect(queue.status().running).toMatchObject({ id, logTail: [`building ${id}`] });
  await finish(new Error('exit code 1'));
  await queue.whenIdle();
  expect(queue.status()).toMatchObject({
    running: null,
    last: {
      id,
      outcome: 'failed',
      error: 'exit code 1',
      logTail: [`building ${id}`, 'build failed: exit code 1'],
    },
  });
});

test('a build queued behind a running one refetches the articles of every trigger it covers', async () => {
  const { job, articles, finish } = controllableJob();
  const queue = new BuildQueue(job);
  queue.trigger({ reason: 'first', articles: ['a-1'] });
  queue.trigger({ reason: 'second', articles: ['b-2', 'c-3'] });
  queue.trigger({ reason: 'third', articles: ['c-3', 'd-4'] });
  expect(queue.status().queued?.articles).toEqual(['b-2', 'c-3', 'd-4']);
  await finish();
  await finish();
  await queue.whenIdle();
  expect(articles).toEqual([['a-1'], ['b-2', 'c-3', 'd-4']]);
});

test('a failed build’s articles carry into the next build', async () => {
  const { job, articles, finish } = controllableJob();
  const queue = new BuildQueue(job);
  queue.trigger({ reason: 'cms', articles: ['a-1'] });
  await finish(new Error('exit code 1'));
  expect(queue.status().carried).toEqual({ articles: ['a-1'], fullRefresh: false });
  queue.trigger({ reason: 'cms', articles: ['b-2'] });
  await finish();
  await queue.whenIdle();
  expect(articles).toEqual([['a-1'], ['b-2', 'a-1']]);
  expect(queue.status().carried.articles).toEqual([]);
});

test('a call that names no articles (Rebuild now, the nightly rebuild) fetches every article, whatever joins it', async () => {
  const { job, finish } = controllableJob();
  const queue = new BuildQueue(job);
  queue.trigger({ reason: 'cms', articles: ['a-1'] });
  queue.trigger({ reason: 'staff', by: 'Ana Ruiz' });
  // A webhook call gathered into the same build must not narrow it to its one article.
  queue.trigger({ reason: 'cms', articles: ['b-2'] });
  expect(queue.status().queued).toMatchObject({ articles: [], fullRefresh: true });
  await finish();
  expect(queue.status().running).toMatchObject({
    reason: 'staff',
    fullRefresh: true,
    logTail: expect.arrayContaining(['this build fetches every article from the CMS again']),
  });
  await finish();
  await queue.whenIdle();
});

test('a failed build that named no articles carries every article into the next build', async () => {
  const { job, finish } = controllableJob();
  const queue = new BuildQueue(job);
  queue.trigger({ reason: 'schedule' });
  await finish(new Error('exit code 1'));
  expect(queue.status().carried).toEqual({ articles: [], fullRefresh: true });
  queue.trigger({ reason: 'cms', articles: ['a-1'] });
  expect(queue.status().running).toMatchObject({ articles: [], fullRefresh: true });
  await finish();
  await queue.whenIdle();
});

test('past the cap the merged list becomes a full refresh, and the build says so', async () => {
  const { job, finish } = controllableJob();
  const queue = new BuildQueue(job, { maxArticles: 3 });
  queue.trigger({ reason: 'first', articles: ['z-0'] });
  queue.trigger({ reason: 'second', articles: ['a-1', 'b-2'] });
  queue.trigger({ reason: 'third', articles: ['c-3', 'd-4'] });
  expect(queue.status().queued).toMatchObject({ articles: [], fullRefresh: true });
  await finish();
  expect(queue.status().running).toMatchObject({
    fullRefresh: true,
    logTail: expect.arrayContaining(['this build fetches every article from the CMS again']),
  });
  await finish();
  await queue.whenIdle();
});

test('calls are gathered until a quiet period passes, then one build takes all their articles', async () => {
  const { job, articles, started, finish } = controllableJob();
  const queue = new BuildQueue(job, { quietMs: 300, maxWaitMs: 60_000 });
  const ids = ['a-1', 'b-2', 'c-3'].map((id) =>
    queue.trigger({ reason: 'autosave', articles: [id] }),
  );
  expect(new Set(ids).size).toBe(1);
  expect(started).toEqual([]);
  expect(queue.status().queued?.startsAt).toEqual(expect.any(String));
  while (started.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(articles).toEqual([['a-1', 'b-2', 'c-3']]);
  await finish();
  await queue.whenIdle();
});

test('the maximum wait starts the build even while calls keep coming', () => {
  const { job } = controllableJob();
  const queue = new BuildQueue(job, { quietMs: 60_000, maxWaitMs: 1_000 });
  queue.trigger({ reason: 'autosave' });
  const first = Date.parse(queue.status().queued!.requestedAt);
  queue.trigger({ reason: 'autosave' });
  expect(Date.parse(queue.status().queued!.startsAt)).toBeLessThanOrEqual(first + 1_000);
  void queue.stop();
});

test('a build asked to start now (a person, the schedule) skips the quiet period the CMS gets', async () => {
  const { job, started, finish } = controllableJob();
  const queue = new BuildQueue(job, { quietMs: 60_000 });
  const cms = queue.trigger({ reason: 'webhook', articles: ['a-1'] });
  expect(started).toEqual([]);
  // Ana's "Rebuild now" joins the gathered CMS call and starts it at once.
  expect(queue.trigger({ reason: 'staff', by: 'Ana Ruiz', now: true })).toBe(cms);
  expect(started).toEqual([cms]);
  expect(queue.status().running?.phases).toEqual([]);
  await finish();
  await queue.whenIdle();
  expect(queue.status().last?.phases.map((p) => p.name)).not.toContain('quiet wait');
});

test('a person’s build waiting behind another, resumed after a restart, starts at once and still names them', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'queue-restart-'));
  const stateFile = path.join(dir, 'build-queue.json');
  try {
    const before = controllableJob();
    const first = new BuildQueue(before.job, { stateFile, quietMs: 60_000 });
    first.trigger({ reason: 'webhook', articles: ['a-1'], now: true });
    first.trigger({ reason: 'staff', by: 'Ana Ruiz', now: true });
    expect(first.status().queued).toMatchObject({ by: ['Ana Ruiz'], now: true });
    // The server stops with both unbuilt: the running one is killed, the waiting one saved.
    const stopped = first.stop();
    await before.finish(new Error('killed'));
    await stopped;

    const after = controllableJob();
    const second = new BuildQueue(after.job, { stateFile, quietMs: 60_000 });
    second.resume();
    // No quiet minute: the CMS's burst of saves, if any, ended before the restart.
    expect(second.status().running).toMatchObject({
      reason: 'resumed after a restart',
      by: ['Ana Ruiz'],
      articles: [],
      fullRefresh: true,
      phases: [],
    });
    await after.finish();
    await second.whenIdle();
    await second.stop();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
