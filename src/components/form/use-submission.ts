import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The loading flag of a form and a guard that makes double submits
 * impossible: a second `run` while the first is in flight is ignored, even before
 * React has re-rendered the disabled button.
 */
export const useSubmission = () => {
  const [loading, setLoading] = useState(false);
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const run = useCallback(async (task: () => Promise<void>): Promise<void> => {
    if (running.current) return;
    running.current = true;
    setLoading(true);
    try {
      await task();
    } finally {
      running.current = false;
      if (mounted.current) setLoading(false);
    }
  }, []);

  return { loading, run };
};
