// Plain words for staff, shared by the console, the notifications and the status command:
// Utah time, one name per build, articles by title, reasons a person can act on.
import type { BuildReport, ReportedRecord } from '../../contract/build-report';
import { UTAH_TIME_ZONE } from '../../contract/utah';

const dateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: UTAH_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const timeOnly = new Intl.DateTimeFormat('en-US', {
  timeZone: UTAH_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
});
const dateTimeSeconds = new Intl.DateTimeFormat('en-US', {
  timeZone: UTAH_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});
const timeOnlySeconds = new Intl.DateTimeFormat('en-US', {
  timeZone: UTAH_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});
const dayOnly = new Intl.DateTimeFormat('en-CA', {
  timeZone: UTAH_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const zoneName = new Intl.DateTimeFormat('en-US', {
  timeZone: UTAH_TIME_ZONE,
  timeZoneName: 'short',
});

/** "Utah time (MST)": what every time staff read is in, said once per page or message. */
export function utahZoneWords(now = new Date()): string {
  const zone = zoneName.formatToParts(now).find((part) => part.type === 'timeZoneName')?.value;
  return zone ? `Utah time (${zone})` : 'Utah time';
}

/** "12:05 AM" in Utah: a time of day with no date. */
export function utahClock(date: Date): string {
  return timeOnly.format(date);
}

/** "Nov 27, 2:02 PM" in Utah time, whatever the server's clock zone. */
export function utahTime(iso: string | Date, now = new Date(), seconds = false): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return 'an unknown time';
  return dayOnly.format(date) === dayOnly.format(now)
    ? `today ${(seconds ? timeOnlySeconds : timeOnly).format(date)}`
    : (seconds ? dateTimeSeconds : dateTime).format(date);
}

const RELEASE_TIME = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z-[0-9a-f]{6}$/;

/** When a release or build was made, read from its id (`20261127T210200123Z-a1b2c3`). */
export function timeOfId(id: string): Date | null {
  const match = RELEASE_TIME.exec(id);
  if (!match) return null;
  const [, y, mo, d, h, mi, s, ms] = match;
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}Z`);
}

/** "the build of Nov 27, 2:02 PM": the one name a build has for a person. */
export function buildName(buildId: string, now = new Date(), seconds = false): string {
  const time = timeOfId(buildId);
  return time ? `the build of ${utahTime(time, now, seconds)}` : `the build ${buildId}`;
}

/**
 * Names for builds listed together: two builds of the same minute (a CMS publish right after
 * another) get their seconds too, so staff can tell which one they pick.
 */
export function distinctBuildNames(buildIds: readonly string[], now = new Date()) {
  const byMinute = new Map<string, number>();
  for (const id of new Set(buildIds)) {
    const name = buildName(id, now);
    byMinute.set(name, (byMinute.get(name) ?? 0) + 1);
  }
  return (buildId: string) => {
    const name = buildName(buildId, now);
    return (byMinute.get(name) ?? 0) > 1 ? buildName(buildId, now, true) : name;
  };
}

/** Release ids inside a sentence (an older lock reason) become build names. */
export function withBuildNames(
  text: string,
  buildOf: (release: string) => string = (release) => release,
  now = new Date(),
): string {
  return text.replace(/(?:release )?(\d{8}T\d{9}Z-[0-9a-f]{6})/g, (_all, id: string) =>
    buildName(buildOf(id), now),
  );
}

/** What started a build, for a person: "a publish in the CMS", "the nightly rebuild", "Ana Ruiz". */
export function startedByWords(reason: string, by?: readonly string[]): string {
  if (by && by.length > 0) return `${by.join(' and ')}, from the staff console`;
  if (reason === 'schedule') return 'the nightly rebuild';
  if (reason.startsWith('webhook')) return 'a publish in the CMS';
  if (reason === 'resumed after a restart')
    return 'the server, finishing a build a restart cut short';
  return reason;
}

/** "The article 'Walk for Life 2026'" or, without a title, its id in the CMS. */
export function recordName(record: ReportedRecord): string {
  const { uuid, title } = record;
  if (record.endpoint.includes('/partners')) return `The partner ‘${uuid || 'without a name'}’`;
  if (title) return `The article ‘${title}’`;
  return uuid ? `The article with id ${uuid} in the CMS (it has no title)` : 'An article';
}

const WHAT: Record<string, string> = {
  pubdate: 'date',
  title: 'title',
  name: 'name',
  story: 'text',
  logo: 'logo',
  url: 'website address',
  socialImage: 'image',
  author: 'author',
};

const isMissing = (reason: string) =>
  /got (null|undefined|"")|missing|empty|required/i.test(reason);

/** Why a record was skipped, as something a person can fix: "the article has no text: add it...". */
export function skipReason(record: ReportedRecord): string {
  const field = record.field ?? '';
  const { reason } = record;
  const what = WHAT[field];
  if (field === 'uuid') return 'it has no id in the CMS, so it has no address; ask the CMS support';
  if (!what) {
    return `it could not be read (${reason || 'no reason given'}): check it in the CMS and publish it again`;
  }
  if (isMissing(reason)) return `it has no ${what}: add it in the CMS and publish it again`;
  if (field === 'pubdate') {
    return 'its date is not one the site can read: pick the date again in the CMS and publish it again';
  }
  return `its ${what} could not be used: correct it in the CMS and publish it again`;
}

/** What a repair changed: "its title had spaces around it; the site shows it without them". */
export function repairReason(record: ReportedRecord): string {
  const field = record.field ?? '';
  const what = WHAT[field] ?? field;
  const { reason } = record;
  return `its ${what} was corrected for the site (${reason || 'no detail given'}); check it in the CMS`;
}

/** Skipped and repaired records, each once, as sentences. */
export function recordLines(
  report: Partial<Pick<BuildReport, 'skipped' | 'repaired'>> | null | undefined,
): {
  skipped: string[];
  repaired: string[];
} {
  const once = (
    records: readonly ReportedRecord[] | undefined,
    line: (record: ReportedRecord) => string,
  ) => [...new Set((records ?? []).map(line))];
  return {
    skipped: once(
      report?.skipped,
      (record) =>
        record.message || `${recordName(record)} is not on the site: ${skipReason(record)}.`,
    ),
    repaired: once(
      report?.repaired,
      (record) =>
        record.message || `${recordName(record)} is on the site, but ${repairReason(record)}.`,
    ),
  };
}

/** "1 minute 5 seconds", "12 seconds". */
export function durationWords(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 60)
    return whole <= 1 ? (seconds < 1 ? 'under a second' : '1 second') : `${whole} seconds`;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  const m = `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return rest === 0 ? m : `${m} ${rest} second${rest === 1 ? '' : 's'}`;
}

/** A reason typed by a person, on one line: control characters and runs of spaces become one space. */
export function oneLine(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.charCodeAt(0);
      return code < 32 || code === 127 ? ' ' : char;
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** More changed articles than this are summed up, not listed. */
export const LISTED_ARTICLES = 20;

/**
 * The articles a build changed, as staff know them: by title, from the build's report (the
 * source plugin compared each body with its copy from the build before). A build whose report
 * could not compare (a first build, or one from before the report said so) falls back to the
 * ids the CMS named. Empty when neither says anything.
 */
export function changedArticleWords(build: {
  report?: BuildReport | null;
  articles: readonly string[];
}): string[] {
  const changed = build.report?.changedArticles;
  const named = changed
    ? changed.map(({ title, change }) => `‘${title}’${change === 'new' ? ' (new)' : ''}`)
    : build.articles.map((id) => `the article with id ${id} in the CMS`);
  const listed = named.slice(0, LISTED_ARTICLES);
  if (named.length > LISTED_ARTICLES) listed.push(`and ${named.length - LISTED_ARTICLES} more`);
  return listed;
}
