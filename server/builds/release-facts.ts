import { type NamedSecret, type SecretHit, splitUsableSecrets } from '../releases/secret-scan';
import { madeFor, readScanRecord, writeScanRecord } from '../releases/scan-record';

/**
 * What a build job knows of the releases (releases never change once staged), so the next
 * build can skip work: files linked from a fully scanned release need no second secret scan,
 * and the site check compares HTML page counts without reading both trees. What was scanned
 * is the release's scan record on disk (scan-record.ts), so it survives a restart and is what
 * the switch trusts; the page counts are of the releases this process staged.
 */
export class ReleaseFacts {
  private readonly htmlCounts = new Map<string, number>();

  constructor(
    private readonly releasesDir: string,
    private readonly guardedSecrets: NamedSecret[],
  ) {}

  staged(releaseId: string, htmlFiles: number): void {
    this.htmlCounts.set(releaseId, htmlFiles);
  }

  /**
   * Records the build's own scan of the release, so its switch does not scan it again. With no
   * secret to look for (direct mode) nothing was scanned, and nothing is written.
   */
  async markScanned(releaseId: string, found: SecretHit[] = []): Promise<void> {
    if (splitUsableSecrets(this.guardedSecrets).usable.length === 0) return;
    await writeScanRecord(this.releasesDir, releaseId, this.guardedSecrets, found);
  }

  /** Scanned for today's guarded secrets, by this process or before a restart, and clean. */
  async wasScanned(releaseId: string): Promise<boolean> {
    const record = await readScanRecord(this.releasesDir, releaseId);
    return record?.result === 'clean' && madeFor(record, this.guardedSecrets);
  }

  /** A release's HTML pages counted otherwise (its files linked for a build): kept if known. */
  counted(releaseId: string, htmlFiles: number): void {
    if (!this.htmlCounts.has(releaseId)) this.htmlCounts.set(releaseId, htmlFiles);
  }

  htmlCount(releaseId: string): number | undefined {
    return this.htmlCounts.get(releaseId);
  }

  /**
   * The same pages with a new search index (scanned by the caller): clean when the pages were,
   * with the same pages.
   */
  async indexedCopy(pagesRelease: string, indexed: string): Promise<void> {
    if (await this.wasScanned(pagesRelease)) await this.markScanned(indexed);
    const pages = this.htmlCounts.get(pagesRelease);
    if (pages !== undefined) this.htmlCounts.set(indexed, pages);
  }
}
