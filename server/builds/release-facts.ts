/**
 * What a build job knows of the releases this process staged (releases never change once
 * staged), so the next build can skip work: files linked from a fully scanned release need no
 * second secret scan, and the site check compares HTML page counts without reading both trees.
 */
export class ReleaseFacts {
  private readonly scanned = new Set<string>();
  private readonly htmlCounts = new Map<string, number>();

  staged(releaseId: string, htmlFiles: number): void {
    this.htmlCounts.set(releaseId, htmlFiles);
  }

  markScanned(releaseId: string): void {
    this.scanned.add(releaseId);
  }

  wasScanned(releaseId: string): boolean {
    return this.scanned.has(releaseId);
  }

  htmlCount(releaseId: string): number | undefined {
    return this.htmlCounts.get(releaseId);
  }

  /** The same pages with a new search index: scanned (its index was), with the same pages. */
  indexedCopy(pagesRelease: string, indexed: string): void {
    this.scanned.add(indexed);
    const pages = this.htmlCounts.get(pagesRelease);
    if (pages !== undefined) this.htmlCounts.set(indexed, pages);
  }
}
