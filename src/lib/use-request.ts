import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

/** A request's state: `failure` is whatever the caller's `onFailure` made of the error. */
export type RequestState<T, F> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; data: T }
  | { status: 'failed'; failure: F };

export type RequestOptions<K, T, F> = {
  /** Runs the request; it must stop when `signal` aborts. */
  request: (key: K, signal: AbortSignal) => Promise<T>;
  /** Turns an error into the caller's failure (and may toast); never called for an abandoned request. */
  onFailure: (error: unknown) => F;
  /** Sets the loaded state as a transition, so a large render does not keep a tap waiting. */
  transition?: boolean;
};

/**
 * One request at a time: `run` abandons the one in flight (aborts it, drops its answer),
 * as does `reset` and unmounting. `run` settles when its request has; it never rejects.
 */
export const useRequest = <K, T, F>(
  options: RequestOptions<K, T, F>,
  initial: RequestState<T, F> = { status: 'idle' },
) => {
  const [state, setState] = useState<RequestState<T, F>>(initial);
  // Read through a ref: new callbacks (a language change) must not make `run` a new function.
  const latest = useRef(options);
  latest.current = options;
  const inFlight = useRef<AbortController | null>(null);

  const abort = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
  }, []);

  const run = useCallback(
    async (key: K): Promise<void> => {
      abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const { request, onFailure, transition } = latest.current;
      setState({ status: 'loading' });
      try {
        const data = await request(key, controller.signal);
        // An answer that cannot be aborted (an early load) is dropped here once abandoned.
        if (controller.signal.aborted) return;
        if (transition) startTransition(() => setState({ status: 'loaded', data }));
        else setState({ status: 'loaded', data });
      } catch (error) {
        if (!controller.signal.aborted) setState({ status: 'failed', failure: onFailure(error) });
      } finally {
        if (inFlight.current === controller) inFlight.current = null;
      }
    },
    [abort],
  );

  const reset = useCallback(() => {
    abort();
    setState({ status: 'idle' });
  }, [abort]);

  useEffect(() => abort, [abort]);

  return { state, run, reset, abort };
};

/**
 * Loads `key` on mount and whenever it changes; null (the build-time render of a
 * client-only route) stays loading. `retry` loads the same key again.
 */
export const useLoad = <K, T, F>(key: K | null, options: RequestOptions<K, T, F>) => {
  const { state, run, abort } = useRequest(options, { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === null) return undefined;
    void run(key);
    return abort;
  }, [key, attempt, run, abort]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
};
