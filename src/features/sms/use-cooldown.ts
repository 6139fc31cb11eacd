import { useCallback, useEffect, useState } from 'react';

const TICK_MS = 250;

/**
 * Seconds left before an action may be repeated. Counted from Date.now, not from
 * ticks, so a throttled background tab still shows the right number.
 */
export const useCooldown = (seconds: number) => {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((endsAt - now) / 1000));

  useEffect(() => {
    if (remaining === 0) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [remaining]);

  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setEndsAt(start + seconds * 1000);
  }, [seconds]);

  return { remaining, restart };
};
