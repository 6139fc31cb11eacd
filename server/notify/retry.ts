/** Delays between delivery attempts: a receiver that is down for a minute still gets the message. */
export const DEFAULT_RETRY_DELAYS_MS = [2_000, 10_000, 60_000];

/**
 * Runs `attempt` until it succeeds or the delays run out; resolves with the last error (or
 * null), never rejects. `signal` stops the waiting (server shutdown).
 */
export async function withRetries(
  attempt: () => Promise<void>,
  delaysMs: readonly number[],
  signal: AbortSignal,
  onFailure: (error: unknown, attemptNumber: number) => void,
): Promise<unknown> {
  for (let index = 0; ; index += 1) {
    try {
      await attempt();
      return null;
    } catch (error) {
      onFailure(error, index + 1);
      const delay = delaysMs[index];
      if (delay === undefined || signal.aborted) return error;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      if (signal.aborted) return error;
    }
  }
}
