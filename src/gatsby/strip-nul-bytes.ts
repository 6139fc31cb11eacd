import { promises as fs } from 'node:fs';
import path from 'node:path';

/**
 * React 18's streaming server renderer (which Gatsby renders pages with) flushes its whole
 * 2,048-byte buffer when a character of two or more bytes does not fit at its end, zero bytes
 * included: a page then holds a NUL (U+0000) just before an "é" or a "©" at that point
 * (gatsbyjs/gatsby#38747). That is not valid HTML, so the pages this build wrote lose them.
 */
const NUL = 0;

/** The HTML files below `dir` written at or after `since` (ms), page data and assets skipped. */
const htmlWrittenSince = async (dir: string, since: number): Promise<string[]> => {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const found = await Promise.all(
    entries.map(async (entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory())
        return entry.name === 'page-data' || entry.name === 'static'
          ? []
          : htmlWrittenSince(file, since);
      if (!entry.name.endsWith('.html')) return [];
      return (await fs.stat(file)).mtimeMs >= since ? [file] : [];
    }),
  );
  return found.flat();
};

/** Removes every NUL byte from the HTML files written since `since`; returns the files changed. */
export const stripNulBytes = async (publicDir: string, since: number): Promise<string[]> => {
  const changed: string[] = [];
  for (const file of await htmlWrittenSince(publicDir, since)) {
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
