/**
 * A tiny 5-field cron parser (minute hour day-of-month month day-of-week) for the usual forms:
 * numbers, `*`, `*\/n`, lists and ranges (with optional steps). Times are the server's local time.
 */
export interface CronSchedule {
  minutes: Set<number>;
  hours: Set<number>;
  daysOfMonth: Set<number>;
  months: Set<number>;
  daysOfWeek: Set<number>;
  // As in Vixie cron: when both day fields are restricted, a day matching either one runs.
  dayOfMonthRestricted: boolean;
  dayOfWeekRestricted: boolean;
}

const FIELDS = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12 },
  { name: 'day of week', min: 0, max: 7 },
] as const;

function toInt(text: string, field: string): number {
  if (!/^\d+$/.test(text)) throw new Error(`cron ${field}: "${text}" is not a number`);
  return Number(text);
}

function parseField(text: string, field: (typeof FIELDS)[number]): Set<number> {
  const values = new Set<number>();
  for (const item of text.split(',')) {
    const [rangeText = '', stepText] = item.split('/');
    const step = stepText === undefined ? 1 : toInt(stepText, field.name);
    let from: number = field.min;
    let to: number = field.max;
    if (rangeText !== '*') {
      const [start = '', end] = rangeText.split('-');
      from = toInt(start, field.name);
      to = end === undefined ? (stepText === undefined ? from : field.max) : toInt(end, field.name);
    }
    if (step < 1 || from < field.min || to > field.max || from > to) {
      throw new Error(`cron ${field.name}: "${item}" is out of range ${field.min}-${field.max}`);
    }
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return values;
}

export function parseCron(expression: string): CronSchedule {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5) {
    throw new Error(
      `cron expression "${expression}" must have 5 fields (minute hour day month weekday)`,
    );
  }
  const [minutes, hours, daysOfMonth, months, daysOfWeek] = FIELDS.map((field, index) =>
    parseField(parts[index] ?? '', field),
  ) as [Set<number>, Set<number>, Set<number>, Set<number>, Set<number>];
  if (daysOfWeek.has(7)) daysOfWeek.add(0); // both 0 and 7 mean Sunday
  return {
    minutes,
    hours,
    daysOfMonth,
    months,
    daysOfWeek,
    dayOfMonthRestricted: !parts[2]?.startsWith('*'),
    dayOfWeekRestricted: !parts[4]?.startsWith('*'),
  };
}

function dayMatches(schedule: CronSchedule, date: Date): boolean {
  const byMonthDay = schedule.daysOfMonth.has(date.getDate());
  const byWeekDay = schedule.daysOfWeek.has(date.getDay());
  if (schedule.dayOfMonthRestricted && schedule.dayOfWeekRestricted) return byMonthDay || byWeekDay;
  return byMonthDay && byWeekDay;
}

/** The first minute strictly after `after` that the schedule matches, or null within a year and a day. */
export function nextRun(schedule: CronSchedule, after: Date): Date | null {
  const candidate = new Date(after);
  candidate.setSeconds(0, 0);
  candidate.setMinutes(candidate.getMinutes() + 1);
  const limit = after.getTime() + 367 * 24 * 60 * 60 * 1000;
  while (candidate.getTime() <= limit) {
    if (!schedule.months.has(candidate.getMonth() + 1) || !dayMatches(schedule, candidate)) {
      candidate.setHours(24, 0, 0, 0);
    } else if (!schedule.hours.has(candidate.getHours())) {
      candidate.setHours(candidate.getHours() + 1, 0, 0, 0);
    } else if (!schedule.minutes.has(candidate.getMinutes())) {
      candidate.setMinutes(candidate.getMinutes() + 1, 0, 0);
    } else {
      return candidate;
    }
  }
  return null;
}
