// Article dates. Past years keep their calendar dates; the current year is squeezed
// into "1 January .. today" when needed, so the sandbox never publishes in the future.
import { FIRST_NEWS_YEAR } from '../contract';

const DAY_MS = 24 * 60 * 60 * 1000;

export function newsYears(now: Date): number[] {
  const years: number[] = [];
  for (let year = FIRST_NEWS_YEAR; year <= now.getUTCFullYear(); year += 1) years.push(year);
  return years;
}

function startOfDay(time: number): number {
  return Math.floor(time / DAY_MS) * DAY_MS;
}

/** The part of `year` that has happened by `now`: [start, end) in ms. */
export function elapsedSpan(year: number, now: Date): { start: number; end: number } {
  const start = Date.UTC(year, 0, 1);
  const yearEnd = Date.UTC(year + 1, 0, 1);
  const end = year === now.getUTCFullYear() ? Math.max(startOfDay(now.getTime()), start) : yearEnd;
  return { start, end: Math.min(end, yearEnd) };
}

/**
 * Places calendar dates ("MM-DD", published at `hourUtc`) in `year`. Dates of the current
 * year are scaled down together, keeping their order, when the latest is not yet past.
 */
export function placeDates(year: number, monthDays: string[], now: Date, hourUtc = 16): number[] {
  const hour = hourUtc * 3600000;
  const days = monthDays.map((monthDay) => {
    const [month, day] = monthDay.split('-').map(Number);
    return Date.UTC(year, (month ?? 1) - 1, day ?? 1);
  });
  const start = Date.UTC(year, 0, 1);
  const lastPublishedDay = startOfDay(now.getTime() - hour);
  const latest = Math.max(...days);
  const factor =
    latest <= lastPublishedDay ? 1 : Math.max(0, lastPublishedDay - start) / (latest - start || 1);
  return days.map((day) =>
    Math.min(startOfDay(start + (day - start) * factor) + hour, now.getTime()),
  );
}

/** `count` dates spread evenly over the elapsed part of `year`, at whole minutes. */
export function spreadDates(year: number, count: number, now: Date): number[] {
  const { start, end } = elapsedSpan(year, now);
  const span = Math.max(end - start, DAY_MS);
  return Array.from({ length: count }, (_, index) => {
    const time = Math.floor((start + (span * (index + 0.5)) / count) / 60000) * 60000;
    return Math.min(time, now.getTime());
  });
}
