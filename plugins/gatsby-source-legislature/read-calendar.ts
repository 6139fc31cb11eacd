import * as v from 'valibot';
import { CalendarEvent, CalendarMonth } from '../../contract/legislature/bill';
import { UTAH_TIME_ZONE } from '../../contract/utah';

export interface Meeting {
  committee: string;
  /** ISO 8601 with Utah's offset: "2026-02-03T08:00:00-07:00". */
  start: string;
  location: string | null;
  url: string | null;
}

/** Utah's offset on that day: -06:00 in daylight saving time, -07:00 otherwise. */
const denverOffset = (year: number, month: number, day: number): string => {
  const noonUtc = new Date(Date.UTC(year, month, day, 19));
  const hour = Number(
    new Intl.DateTimeFormat('en-US', {
      timeZone: UTAH_TIME_ZONE,
      hour: 'numeric',
      hour12: false,
    }).format(noonUtc),
  );
  return hour === 13 ? '-06:00' : '-07:00';
};

/** "8:00 AM" -> [8, 0]; null when not a time. */
const readTime = (text: string | null | undefined): [number, number] | null => {
  const match = /^(\d{1,2}):(\d\d)\s*([AP])\.?M\.?$/i.exec((text ?? '').trim());
  if (!match) return null;
  const hour = (Number(match[1]) % 12) + (match[3]!.toUpperCase() === 'P' ? 12 : 0);
  return [hour, Number(match[2])];
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The committee meetings of one month of the calendar; cancelled ones and odd entries left out. */
export function readCalendar(json: unknown, origin: string): Meeting[] {
  const month = v.safeParse(CalendarMonth, json);
  if (!month.success) throw new Error('the meeting calendar does not fit its format');
  const meetings: Meeting[] = [];
  for (const day of month.output.days) {
    const [y, m, d] = [Number(day.year), Number(day.month), Number(day.day)];
    if (![y, m, d].every(Number.isInteger)) continue;
    for (const raw of day.events) {
      const event = v.safeParse(CalendarEvent, raw);
      if (!event.success || event.output.type !== 'meeting' || event.output.status === 'C')
        continue;
      const time = readTime(event.output.time);
      if (!time || !event.output.desc) continue;
      const start = `${y}-${pad(m + 1)}-${pad(d)}T${pad(time[0])}:${pad(time[1])}:00${denverOffset(y, m, d)}`;
      const url = event.output.itemurl ? new URL(event.output.itemurl, origin).href : null;
      meetings.push({
        committee: event.output.desc,
        start,
        location: event.output.location ?? null,
        url,
      });
    }
  }
  return meetings;
}

const words = (name: string) =>
  name
    .toLowerCase()
    .replace(/\bstanding\b/g, '')
    .replace(/[^a-z]+/g, ' ')
    .trim();

/** The next meeting of the committee holding the bill, after `now`. */
export const nextHearing = (
  meetings: readonly Meeting[],
  committee: string | null,
  now: Date,
): Meeting | null =>
  committee === null
    ? null
    : (meetings
        .filter(
          (m) => words(m.committee) === words(committee) && Date.parse(m.start) > now.getTime(),
        )
        .sort((a, b) => a.start.localeCompare(b.start))[0] ?? null);
