import React, { useCallback, useEffect, useMemo, useRef } from 'react';
import * as styles from './use-bot-guard.module.css';

/** Humans need more than this to fill in even the shortest form. */
export const MIN_FILL_MS = 3000;
/** A name form-filling bots cannot resist. */
export const HONEYPOT_NAME = 'website';

export interface BotGuard {
  /** Render once inside the <form>: a field people never see, never reach and never fill in. */
  Honeypot: () => React.JSX.Element;
  /** True when the honeypot was filled in or the form was sent too soon after it appeared. */
  isBot: () => boolean;
}

/**
 * Drops automated submissions before any request goes out, without a CAPTCHA:
 * `if (guard.isBot()) return;` at the top of the submit handler.
 */
export const useBotGuard = (): BotGuard => {
  const honeypot = useRef<HTMLInputElement>(null);
  const shownAt = useRef<number | null>(null);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);

  // Created once, so re-renders never remount the input and lose what a bot typed.
  const Honeypot = useMemo(
    () =>
      function Honeypot() {
        return (
          <div aria-hidden="true" className={styles.honeypot}>
            <label>
              Website
              <input
                ref={honeypot}
                type="text"
                name={HONEYPOT_NAME}
                tabIndex={-1}
                autoComplete="off"
              />
            </label>
          </div>
        );
      },
    [],
  );

  const isBot = useCallback(
    () =>
      Boolean(honeypot.current?.value) ||
      shownAt.current === null ||
      Date.now() - shownAt.current < MIN_FILL_MS,
    [],
  );

  return { Honeypot, isBot };
};
