// The one reading of the API's dates, apart from the schemas: pages that only format a date
// import this file and carry no validation library.

// Dates arrive as `YYYY-MM-DD` or ISO 8601 date-times, with or without a zone.
const API_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** The calendar day an API date is written with; `zone` is set for an instant (`Z`, `-07:00`). */
export interface WrittenDate {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  zone: string | null;
}

/**
 * The one reading of an API date, for the contract and for the pages (`src/lib/dates.ts`):
 * null when it is not a date, including a day no calendar has (`2026-02-30`).
 */
export const readApiDate = (value: string): WrittenDate | null => {
  const match = API_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { year, month, day, zone: match[4] ?? null } : null;
};

export const isApiDate = (value: string): boolean => readApiDate(value) !== null;
