import { type BuildContext, type BuildJobResult, BuildQueue } from './build-queue';

/** A job whose runs finish only when the test says so. */
function controllableJob() {
  const started: string[] = [];
  const finishers: Array<(error?: Error) => void> = [];
  const articles: string[][] = [];
  const job = ({ id, log, articles: list }: BuildContext) =>
    new Promise<BuildJobResult>((resolve, reject) => {
      articles.push(list);
      started.push(id);
      log(`building ${id}`);
      finishers.push((error) => (error ? reject(error) : resolve({ published: true })));
    });
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
  const id = queue.trigger({ reason: 'manual' });
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
  queue.trigger({ reason: 'no list' });
  queue.trigger({ reason: 'third', articles: ['c-3', 'd-4'] });
  expect(queue.status().queued?.articles).toEqual(['b-2', 'c-3', 'd-4']);
  await finish();
  await finish();
  await queue.whenIdle();
  expect(articles).toEqual([['a-1'], ['b-2', 'c-3', 'd-4']]);
});
