import { createLimiter } from './limiter';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createLimiter', () => {
  it('starts at most `max` tasks and starts the next one as soon as a slot frees', async () => {
    const limit = createLimiter(2);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const results = gates.map((gate, index) =>
      limit(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );

    await settle();
    expect(started).toEqual([0, 1]);

    gates[1]!.resolve();
    await settle();
    expect(started).toEqual([0, 1, 2]);

    gates.forEach((gate) => gate.resolve());
    await expect(Promise.all(results)).resolves.toEqual([0, 1, 2, 3]);
    expect(started).toEqual([0, 1, 2, 3]);
  });

  it('frees the slot of a task that fails', async () => {
    const limit = createLimiter(1);

    await expect(limit(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limit(async () => 'next')).resolves.toBe('next');
  });

  it('refuses a limit below one', () => {
    expect(() => createLimiter(0)).toThrow(RangeError);
  });
});
