/** What every part of the bench needs to know about this run. */
export interface BenchContext {
  /** The checkout `npm run bench` runs in (never built in). */
  repoDir: string;
  /** A copy of it under the temp dir, where the site is built. */
  siteDir: string;
  /** The generated bare Gatsby site. */
  floorDir: string;
  /** The generated same-data site written as Gatsby's documentation teaches. */
  referenceDir: string;
  sandboxPort: number;
  serverPort: number;
  chromePath: string;
  runs: number;
  quick: boolean;
  /** Lighthouse measures this page alone (its name in the table), in every language. */
  page?: string;
  log: (line: string) => void;
}
