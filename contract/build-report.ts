// The build report: what the source plugins skipped, repaired or replaced while a build ran.
// The plugins write it to the file PLUAPI_BUILD_REPORT names; the server reads it back once
// (server/builds/build-report-file.ts) and shows it to staff. One schema for both sides, so a
// field the plugin writes is a field the server knows. No Node modules here: the webhook CLI
// reads the same shape from `GET /hooks/status`.
import * as v from 'valibot';

/** Where a build writes the report when PLUAPI_BUILD_REPORT names no file (relative to the site). */
export const DEFAULT_BUILD_REPORT_FILE = '.cache/pluapi-build-report.json';

/** One record the build did not publish as sent, named so staff can find it. */
export const ReportedRecord = v.object({
  /** The API endpoint, or another source ("score card", "bill HB0012"). */
  endpoint: v.string(),
  uuid: v.optional(v.string()),
  /** The article's title, when it has one, so staff can find it in the CMS. */
  title: v.optional(v.string()),
  field: v.optional(v.string()),
  /** A spreadsheet's row (the header is row 1), when the problem is one row's. */
  row: v.optional(v.number()),
  reason: v.string(),
  /** Sources other than the API write their whole sentence; staff see it as written. */
  message: v.optional(v.string()),
});

/** An article whose page this build changed: new since the last build, or edited in the CMS. */
export const ChangedArticle = v.object({
  uuid: v.string(),
  title: v.string(),
  change: v.picklist(['new', 'edited']),
});

/** Something the build replaced with what it had (an earlier copy, content/data). */
export const ReportFallback = v.object({ what: v.string(), reason: v.string() });

// A list or the request count left out reads as empty, as a build that had nothing to say.
export const BuildReport = v.object({
  skipped: v.optional(v.array(ReportedRecord), () => []),
  repaired: v.optional(v.array(ReportedRecord), () => []),
  fallbacks: v.optional(v.array(ReportFallback), () => []),
  /** Requests the build sent to the provider API (retries included). */
  requests: v.optional(v.nullable(v.number()), null),
  /**
   * The articles whose text differs from the build before's, by the source plugin's own copy;
   * null when it had none to compare with (a first build, or one after `gatsby clean`).
   */
  changedArticles: v.optional(v.nullable(v.array(ChangedArticle)), null),
});

export type ReportedRecord = v.InferOutput<typeof ReportedRecord>;
export type ReportFallback = v.InferOutput<typeof ReportFallback>;
export type ChangedArticle = v.InferOutput<typeof ChangedArticle>;
export type BuildReport = v.InferOutput<typeof BuildReport>;

export interface CheckedBuildReport {
  /** The report, or null when there is none to show (not an object). */
  report: BuildReport | null;
  /** What did not fit, as a sentence for the build's log; null when everything fitted. */
  problem: string | null;
}

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * Reads a report that came from outside this process (a file, a status answer). It never
 * throws: what fits is kept, entry by entry, and what does not is named in `problem`.
 */
export function checkBuildReport(value: unknown): CheckedBuildReport {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {
      report: null,
      problem:
        'The build report is not a JSON object, so what the build skipped, repaired or replaced is not shown.',
    };
  }
  const whole = v.safeParse(BuildReport, value);
  if (whole.success) return { report: whole.output, problem: null };

  const fields = value as Record<string, unknown>;
  const left: string[] = [];
  const keep = <S extends v.GenericSchema>(key: string, schema: S, noun: string) => {
    const list = fields[key];
    if (list === undefined) return [];
    if (!Array.isArray(list)) {
      left.push(`the ${noun}s (not a list)`);
      return [];
    }
    const fitting = list.flatMap((entry) => {
      const checked = v.safeParse(schema, entry);
      return checked.success ? [checked.output as v.InferOutput<S>] : [];
    });
    if (fitting.length < list.length) {
      left.push(`${list.length - fitting.length} of ${plural(list.length, noun)}`);
    }
    return fitting;
  };
  const skipped = keep('skipped', ReportedRecord, 'skipped record');
  const repaired = keep('repaired', ReportedRecord, 'repaired record');
  const fallbacks = keep('fallbacks', ReportFallback, 'fallback');
  const changedArticles =
    fields.changedArticles === undefined || fields.changedArticles === null
      ? null
      : keep('changedArticles', ChangedArticle, 'changed article');
  const requests = fields.requests;
  const requestsFit = requests === undefined || requests === null || typeof requests === 'number';
  if (!requestsFit) left.push('the request count (not a number)');
  return {
    report: {
      skipped,
      repaired,
      fallbacks,
      requests: typeof requests === 'number' ? requests : null,
      changedArticles,
    },
    problem:
      `Part of the build report did not have the expected fields and is not shown: ` +
      `${left.join(', ')}. The rest of the report is shown as written.`,
  };
}
