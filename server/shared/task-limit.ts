/**
 * Runs at most `slots` of the tasks given to it at once; the others wait their turn, in order.
 * Node's file system calls and zlib share one pool of four threads: work queued there without a
 * limit makes every request that reads a file (a page, the health check) wait behind all of it.
 */
export function taskLimit(slots: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return async (task) => {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
