import { nextRun, parseCron } from './cron';

export interface RunningSchedule {
  nextRunAt(): Date | null;
  stop(): void;
}

// setTimeout cannot wait longer than about 24.8 days; longer waits are taken in hops.
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Calls `onTick` at every minute the cron expression matches, until stopped. */
export function startCronSchedule(expression: string, onTick: () => void): RunningSchedule {
  const schedule = parseCron(expression);
  let timer: NodeJS.Timeout | undefined;
  let next: Date | null = null;

  const plan = (): void => {
    next = nextRun(schedule, new Date());
    if (!next) return;
    const due = next;
    const wait = () => {
      const remaining = due.getTime() - Date.now();
      if (remaining > 0) {
        timer = setTimeout(wait, Math.min(remaining, MAX_TIMER_MS));
        timer.unref();
        return;
      }
      onTick();
      plan();
    };
    wait();
  };
  plan();

  return {
    nextRunAt: () => next,
    stop: () => clearTimeout(timer),
  };
}
