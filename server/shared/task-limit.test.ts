import { taskLimit } from './task-limit';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('taskLimit', () => {
  it('runs no more than its slots at once and starts the waiting ones in order', async () => {
    const limit = taskLimit(2);
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const results = [0, 1, 2, 3].map((n) =>
      limit(
        () =>
          new Promise<number>((resolve) => {
            started.push(n);
            finish[n] = () => resolve(n * 10);
          }),
      ),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    finish[1]!();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    finish[0]!();
    finish[2]!();
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    finish[3]!();
    await expect(Promise.all(results)).resolves.toEqual([0, 10, 20, 30]);
  });

  it('frees the slot of a task that fails', async () => {
    const limit = taskLimit(1);
    await expect(limit(() => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
    await expect(limit(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
