import { Cron } from 'croner';
import { UTAH_TIME_ZONE } from '../../contract/utah';

export interface RunningSchedule {
  nextRunAt(): Date | null;
  stop(): void;
}

/** Five past midnight in Utah: the news year, pledge years and copyright roll over on 1 January. */
export const DEFAULT_REBUILD_CRON = '5 0 * * *';
export const DEFAULT_REBUILD_TIMEZONE = UTAH_TIME_ZONE;

/**
 * Checks an expression the way the schedule will read it, failing with a message that names
 * the variable. Croner also takes a sixth (seconds) field; we do not, so "0 3 * * * *" cannot
 * silently mean "hourly".
 */
export function checkCronExpression(expression: string, timezone: string): void {
  const fields = expression.trim().split(/\s+/);
  if (!expression.trim().startsWith('@') && fields.length !== 5) {
    throw new Error(
      `REBUILD_CRON "${expression}" must have 5 fields (minute hour day month weekday), or be "off"`,
    );
  }
  try {
    // Croner only meets the time zone when it computes a run; Intl names an unknown one now.
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
  } catch {
    throw new Error(`REBUILD_TIMEZONE "${timezone}" is not a time zone (e.g. ${UTAH_TIME_ZONE})`);
  }
  try {
    new Cron(expression, { paused: true, timezone }).stop();
  } catch (error) {
    throw new Error(
      `REBUILD_CRON "${expression}" (REBUILD_TIMEZONE ${timezone}): ${(error as Error).message}`,
    );
  }
}

/** Calls `onTick` at every time the cron expression matches in `timezone`, until stopped. */
export function startCronSchedule(
  expression: string,
  timezone: string,
  onTick: () => void,
): RunningSchedule {
  // legacyMode: as in Vixie cron, a day matching either restricted day field runs.
  // unref: a pending schedule must not keep the process (or a test run) alive.
  const job = new Cron(expression, { timezone, legacyMode: true, unref: true }, () => onTick());
  return {
    nextRunAt: () => job.nextRun(),
    stop: () => job.stop(),
  };
}
