import { promises as fs, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * React 18's streaming server renderer (which Gatsby renders pages with) flushes its whole
 * 2,048-byte buffer when a character of two or more bytes does not fit at its end, zero bytes
 * included: a page then holds a NUL (U+0000) just before an "é" or a "©" at that point
 * (gatsbyjs/gatsby#38747). That is not valid HTML, so the pages this build wrote lose them.
 */
const NUL = 0;

/**
 * The HTML files below `dir` written at or after `since` (ms), page data and assets skipped.
 * Read synchronously: a build has nothing else to do meanwhile, and a promise per folder and
 * per file cost 0.6 s over the 9,400 pages of 3,000 articles, on every one-article rebuild.
 */
const htmlWrittenSince = (dir: string, since: number): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'page-data' || entry.name === 'static'
        ? []
        : htmlWrittenSince(file, since);
    if (!entry.name.endsWith('.html')) return [];
    return statSync(file).mtimeMs >= since ? [file] : [];
  });

/** Removes every NUL byte from the HTML files written since `since`; returns the files changed. */
export const stripNulBytes = async (publicDir: string, since: number): Promise<string[]> => {
  const changed: string[] = [];
  for (const file of htmlWrittenSince(publicDir, since)) {
    const bytes = await fs.readFile(file);
    if (!bytes.includes(NUL)) continue;
    await fs.writeFile(
      file,
      bytes.filter((byte) => byte !== NUL),
    );
    changed.push(file);
  }
  return changed;
};
