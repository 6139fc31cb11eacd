import fs from 'fs';
import path from 'path';
import type { Reporter } from 'gatsby';
import type { ContractProblem } from '../../contract';
import type {
  BuildReport as WrittenReport,
  ChangedArticle,
  ReportedRecord,
  ReportFallback,
} from '../../contract/build-report';
import { PLUGIN_NAME } from './constants';

const describe = ({ endpoint, uuid, field, reason }: ReportedRecord) =>
  [endpoint, uuid && `uuid ${uuid}`, field && `field ${field}`, reason].filter(Boolean).join(', ');

/**
 * What this build skipped, repaired or replaced with a fallback: one warning line per
 * record as it happens, a summary at the end, and a JSON file the server's
 * `/hooks/status` shows, in the shape contract/build-report.ts gives it.
 */
export class BuildReport {
  readonly skipped: ReportedRecord[] = [];
  readonly repaired: ReportedRecord[] = [];
  readonly fallbacks: ReportFallback[] = [];
  private readonly changed: ChangedArticle[] = [];
  private bodiesFetched = 0;

  constructor(private readonly reporter: Pick<Reporter, 'warn' | 'info'>) {}

  skip(record: ReportedRecord): void {
    this.skipped.push(record);
    this.reporter.warn(`${PLUGIN_NAME}: skipped ${describe(record)}`);
  }

  repair(record: ReportedRecord): void {
    this.repaired.push(record);
    this.reporter.warn(`${PLUGIN_NAME}: repaired ${describe(record)}`);
  }

  /** A body fetched from the API, and how it compares with the copy kept since the last build. */
  articleFetched(
    article: { uuid: string; title: string },
    change: ChangedArticle['change'] | 'same',
  ): void {
    this.bodiesFetched += 1;
    if (change === 'same') return;
    this.changed.push({ uuid: article.uuid, title: article.title.trim().slice(0, 200), change });
  }

  /**
   * The changed articles for staff; null when every fetched body was new, which means the
   * plugin had no copy to compare with (a first build, or one after `gatsby clean`), not that
   * every article changed.
   */
  changedArticles(): ChangedArticle[] | null {
    const compared = this.changed.some(({ change }) => change === 'edited');
    const firstBuild =
      !compared && this.changed.length > 1 && this.changed.length === this.bodiesFetched;
    return firstBuild ? null : this.changed;
  }

  fallback(what: string, reason: string): void {
    this.fallbacks.push({ what, reason });
    this.reporter.warn(`${PLUGIN_NAME}: ${what}: ${reason}`);
  }

  /** "2 of 3,012 articles skipped: <uuid> (title), ..." when anything was skipped. */
  summarise(articlesSeen: number): void {
    const articles = this.skipped.filter(({ endpoint }) => endpoint.includes('/articles'));
    if (articles.length > 0) {
      const names = articles.map(({ uuid, field }) => `${uuid ?? '(no uuid)'} (${field ?? '?'})`);
      this.reporter.warn(
        `${PLUGIN_NAME}: ${articles.length} of ${articlesSeen.toLocaleString('en-US')} articles ` +
          `skipped: ${names.join(', ')}`,
      );
    }
    const others = this.skipped.length - articles.length;
    if (others > 0) this.reporter.warn(`${PLUGIN_NAME}: ${others} other records skipped`);
  }

  write(file: string, requests: number): void {
    if (!file) return;
    const { skipped, repaired, fallbacks } = this;
    const report: WrittenReport = {
      skipped,
      repaired,
      fallbacks,
      requests,
      changedArticles: this.changedArticles(),
    };
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(report, null, 2));
  }
}

/** The first problem names the field; the rest add to the reason. */
export const recordOf = (
  endpoint: string,
  uuid: string | undefined,
  problems: readonly ContractProblem[],
  title?: unknown,
): ReportedRecord => ({
  endpoint,
  ...(uuid ? { uuid } : {}),
  ...(typeof title === 'string' && title.trim() ? { title: title.trim().slice(0, 200) } : {}),
  field: problems[0]?.field ?? '(body)',
  reason: problems.map(({ field, reason }) => `${field} ${reason}`).join('; '),
});
