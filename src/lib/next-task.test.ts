import { nextTask } from './next-task';

test('what waits for nextTask runs after the current task and its promise callbacks', async () => {
  const order: string[] = [];
  const waited = nextTask().then(() => order.push('next task'));
  void Promise.resolve().then(() => order.push('promise callback'));
  order.push('current task');
  await waited;
  expect(order).toEqual(['current task', 'promise callback', 'next task']);
});

test('Gatsby sets up its loader in a task after the entry hook', async () => {
  const { onClientEntry } = (await import('../../gatsby-browser')) as unknown as {
    onClientEntry: () => Promise<void> | undefined;
  };
  let continued = false;
  const hook = onClientEntry();
  expect(hook).toBeInstanceOf(Promise);
  // Gatsby chains its start-up on the hook's promise, as apiRunnerAsync does.
  const startUp = Promise.resolve(hook).then(() => {
    continued = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  expect(continued).toBe(false);
  await startUp;
  expect(continued).toBe(true);
});
