import React, { useCallback, useEffect, useMemo, useRef } from 'react';
import * as styles from './use-bot-guard.module.css';

/** Humans need more than this to fill in even the shortest form. */
export const MIN_FILL_MS = 3000;
/** A name form-filling bots cannot resist. */
export const HONEYPOT_NAME = 'website';

export interface BotGuard {
  /** Render once inside the <form>: a field people never see, never reach and never fill in. */
  Honeypot: () => React.JSX.Element;
  /** True when the honeypot was filled in: drop the submission. */
  isBot: () => boolean;
  /**
   * Resolves once the form has been shown for MIN_FILL_MS. Await it before the request:
   * a person whose browser filled the form in can be quicker than that, and is not a bot.
   */
  waitForFillTime: () => Promise<void>;
}

const tick = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Drops automated submissions before any request goes out, without a CAPTCHA:
 * `if (guard.isBot()) return;` at the top of the submit handler, and
 * `await guard.waitForFillTime()` before the request, so no request leaves sooner than a
 * human could have sent it.
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

  const isBot = useCallback(() => Boolean(honeypot.current?.value), []);

  const waitForFillTime = useCallback(async () => {
    // Short ticks against Date.now rather than one long timer: the clock decides.
    while (shownAt.current === null || Date.now() - shownAt.current < MIN_FILL_MS) {
      const left =
        shownAt.current === null ? MIN_FILL_MS : MIN_FILL_MS - (Date.now() - shownAt.current);
      await tick(Math.min(100, Math.max(left, 1)));
    }
  }, []);

  return { Honeypot, isBot, waitForFillTime };
};
