import type { BuildRecord } from './build-queue';
import type { StaffMessage } from './notify';

interface ReportedRecord {
  endpoint?: unknown;
  uuid?: unknown;
  title?: unknown;
  field?: unknown;
  reason?: unknown;
  /** Outside sources other than the API (the score card) write their whole sentence. */
  message?: unknown;
}

const FIELD_WORDS: Record<string, string> = {
  pubdate: 'its date',
  title: 'its title',
  uuid: 'its id',
  name: 'its name',
  story: 'its text',
  logo: 'its logo',
  url: 'its website address',
  socialImage: 'its image',
  author: 'its author',
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** "Article 'Walk for Life 2026' (uuid 3f2a…) was not published: its date …" */
export function describeRecord(record: ReportedRecord, outcome: string): string {
  if (text(record.message)) return text(record.message);
  const endpoint = text(record.endpoint);
  const uuid = text(record.uuid);
  const title = text(record.title);
  const field = text(record.field);
  const isPartner = endpoint.includes('/partners');
  const name = isPartner
    ? `Partner '${uuid || '(no name)'}'`
    : `Article ${title ? `'${title}' ` : ''}(uuid ${uuid || 'unknown'})`;
  const what = FIELD_WORDS[field] ? `${FIELD_WORDS[field]} (${field})` : field;
  const reason = text(record.reason).replace(new RegExp(`^${field}\\b ?`), '');
  return `${name} ${outcome}: ${what ? `${what} ` : ''}${reason}`.trim();
}

const list = (value: unknown): ReportedRecord[] =>
  Array.isArray(value) ? (value as ReportedRecord[]) : [];

const time = (iso: string) => new Date(iso).toUTCString();

/** What staff should hear about a finished build; null when there is nothing to tell. */
export function messageForBuild(build: BuildRecord, live: string | null): StaffMessage | null {
  const facts = {
    build: build.id,
    reason: build.reason,
    outcome: build.outcome,
    live,
    articles: build.articles.length,
  };
  const stillLive = `The website still shows release ${live ?? '(none)'}.`;
  if (build.outcome === 'failed') {
    const carried =
      build.articles.length > 0
        ? ` The ${build.articles.length} changed article(s) it was to publish will be fetched again by the next build.`
        : '';
    return {
      subject: 'Website build failed: the site was not updated',
      text:
        `The website build started ${time(build.startedAt)} (${build.reason}) failed: ${build.error}. ` +
        `${stillLive}${carried} The next publish in the CMS or the nightly rebuild tries again; ` +
        'to try now, run: npm run -s webhook -- send /hooks/rebuild',
      facts: { ...facts, error: build.error },
    };
  }
  if (build.outcome === 'kept') {
    return {
      subject: 'Website build finished but was not published',
      text:
        `The build started ${time(build.startedAt)} was kept as release ${build.id} but not published: ` +
        `${build.keptBecause}. ${stillLive} To publish it anyway, run: ` +
        `npm run -s webhook -- send /hooks/publish '{"release":"${build.id}"}'`,
      facts: { ...facts, keptBecause: build.keptBecause },
    };
  }
  if (build.searchIndexError) {
    return {
      subject: 'Website updated, but search has not caught up',
      text:
        `Release ${live ?? build.id} is live with the new pages, but the search index could not be rebuilt ` +
        `(${build.searchIndexError}). Site search still works but does not find this change yet. ` +
        'The next build tries again; to try now, run: npm run -s webhook -- send /hooks/rebuild',
      facts: { ...facts, searchIndexError: build.searchIndexError },
    };
  }
  const skipped = list(build.report?.skipped);
  const repaired = list(build.report?.repaired);
  const fallbacks = list(build.report?.fallbacks) as Array<{ what?: unknown; reason?: unknown }>;
  if (skipped.length + repaired.length + fallbacks.length === 0) return null;
  const lines = [
    ...skipped.map((record) => `- ${describeRecord(record, 'was not published')}`),
    ...repaired.map((record) => `- ${describeRecord(record, 'was published with a repair')}`),
    ...fallbacks.map((fallback) => `- ${text(fallback.what)}: ${text(fallback.reason)}`),
  ];
  return {
    subject:
      skipped.length > 0
        ? `Website updated, but ${skipped.length} record(s) were not published`
        : 'Website updated, with records repaired',
    text:
      `Release ${live ?? build.id} is live. Please correct these in the CMS and publish them again:\n` +
      lines.slice(0, 50).join('\n') +
      (lines.length > 50 ? `\n… and ${lines.length - 50} more (see GET /hooks/status)` : ''),
    facts: { ...facts, skipped, repaired, fallbacks },
  };
}
