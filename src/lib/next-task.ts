/**
 * Resolves in a task of its own, after the browser has had a turn (a message to itself, which
 * unlike `setTimeout` is never clamped to 4 ms). Work chained on it no longer lengthens the task
 * that is running now.
 */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
