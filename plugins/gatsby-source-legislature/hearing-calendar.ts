import { getVtimezoneComponent } from '@touch4it/ical-timezones';
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

/**
 * The VTIMEZONE of an event's zone, from the tz database as ical-generator's own docs suggest,
 * so a calendar app needs no zone database of its own. Two optional lines are left out: TZURL
 * (a plain-http address a calendar app may fetch in place of the rules written here) and
 * X-LIC-LOCATION (libical's own copy of the TZID).
 */
const vtimezone = (zone: string) =>
  getVtimezoneComponent(zone)?.replace(/^(?:TZURL|X-LIC-LOCATION):.*\r?\n/gm, '') ?? null;

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
    // Only the generator, no calendar-wide name: with a name, ical-generator writes each
    // DTSTAMP in that zone without its Z, and RFC 5545 wants it in UTC. It writes the rules
    // of each event's zone once, before the first event.
    timezone: { name: null, generator: vtimezone },
  });
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
  const text = calendar.toString();
  // RFC 5545 §3.1: every content line ends with CRLF, END:VCALENDAR too; ical-generator
  // leaves the last one off, and a strict reader drops that line.
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
