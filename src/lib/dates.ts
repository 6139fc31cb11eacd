// The one rule for the API's dates, used by the build (SSR) and by the browser alike, so a
// page shows the same day whatever the time zone of the machine or the visitor:
// - a date-only value (`2026-01-05`) is a calendar day: it keeps its day everywhere;
// - a date-time without a zone is Utah wall-clock time, so its day is the one written;
// - a date-time with a zone (`Z`, `-07:00`) is an instant, shown on its day in Utah.
// Anything else is not a date: it is shown as nothing, never thrown.

import { readApiDate } from '../../contract/dates';
import { UTAH_TIME_ZONE } from '../../contract/utah';

export { UTAH_TIME_ZONE };

export interface CalendarDay {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

const utahDayOf = (instant: Date): CalendarDay | null => {
  if (Number.isNaN(instant.getTime())) return null;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: UTAH_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
};

/** The day in Utah that an API date stands for, or null when it is not a date. */
export const utahCalendarDay = (value: unknown): CalendarDay | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  const written = readApiDate(trimmed);
  if (!written) return null;
  const { year, month, day, zone } = written;
  return zone ? utahDayOf(new Date(trimmed)) : { year, month, day };
};

/**
 * A calendar day as a Date at UTC noon, for Intl with `timeZone: 'UTC'`: formatting it
 * can only ever show that day, on any machine.
 */
export const dayAsUtcNoon = ({ year, month, day }: CalendarDay): Date =>
  new Date(Date.UTC(year, month - 1, day, 12));
