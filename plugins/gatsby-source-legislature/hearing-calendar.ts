import ical from 'ical-generator';
import { UTAH_TIME_ZONE } from '../../contract/utah';

export interface HearingBill {
  slug: string;
  label: string;
  title: string | null;
  position: string;
  nextHearing: {
    committee: string;
    start: string;
    location: string | null;
    url: string | null;
  } | null;
}

// Utah's rules since 2007, so a calendar app needs no zone database of its own. Written here
// rather than through ical-generator's calendar-wide `timezone` (whose generator would need a
// zone database package): a calendar-wide zone makes it write the DTSTAMP without its Z.
const UTAH_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${UTAH_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0700',
  'TZOFFSETTO:-0600',
  'TZNAME:MDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0600',
  'TZOFFSETTO:-0700',
  'TZNAME:MST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** "2026-02-13T08:00:00-07:00" -> "2026-02-13T08:00:00": the wall time in Utah, as written. */
const wallTime = (iso: string) => iso.slice(0, 19);
const plusOneHour = (wall: string) => {
  const date = new Date(`${wall}Z`);
  date.setUTCHours(date.getUTCHours() + 1);
  return date.toISOString().slice(0, 19);
};

/**
 * An iCalendar file of the next hearings of the given bills (one or all), times in Utah's
 * zone, for the pages in `language`: its name in that language and its links to those pages
 * (`prefix`: '' for English, '/es'). The bills' titles and committees are the Legislature's
 * English. `stamp` is the build's time, so the same data gives the same file.
 */
export function hearingCalendar(
  bills: readonly HearingBill[],
  {
    name,
    siteUrl,
    stamp,
    language = 'en',
    prefix = '',
  }: { name: string; siteUrl: string; stamp: Date; language?: string; prefix?: string },
): string {
  const calendar = ical({
    name,
    prodId: { company: 'Pro-Life Utah', product: 'legislature', language: language.toUpperCase() },
    ttl: 60 * 60 * 6,
  });
  // Each event carries its zone; the zone's rules go in once, before the first event.
  calendar.x([{ key: 'X-WR-TIMEZONE', value: UTAH_TIME_ZONE }]);
  for (const bill of bills) {
    const hearing = bill.nextHearing;
    if (!hearing) continue;
    const start = wallTime(hearing.start);
    calendar.createEvent({
      id: `${bill.slug}-${start.replace(/\D/g, '')}@prolifeutah.org`,
      start,
      end: plusOneHour(start),
      timezone: UTAH_TIME_ZONE,
      stamp,
      summary: `${bill.label}${bill.title ? `: ${bill.title}` : ''} (${hearing.committee})`,
      location: hearing.location ?? undefined,
      url: `${siteUrl}${prefix}/legislature/${bill.slug}/`,
      description: `${hearing.committee}. ${hearing.url ?? ''}`.trim(),
    });
  }
  const text = calendar.toString().replace('BEGIN:VEVENT', `${UTAH_VTIMEZONE}\r\nBEGIN:VEVENT`);
  // RFC 5545 §3.1: every content line ends with CRLF, END:VCALENDAR too; ical-generator
  // leaves the last one off, and a strict reader drops that line.
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
