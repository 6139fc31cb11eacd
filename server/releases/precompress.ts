import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { cacheControlFor, IMMUTABLE } from '../shared/cache-headers';
import pLimit from 'p-limit';

/**
 * Compressed copies a release carries beside its text files (`page.html.br`, `page.html.gz`),
 * written once when the release is staged, so the server never compresses them per request.
 * Images, fonts, PDFs and Pagefind's chunks are compressed already and get none; source maps
 * (large, fetched only by developer tools) are left to the per-request compression.
 */
export const COMPRESSIBLE_FILE =
  /\.(?:html|css|js|mjs|json|svg|txt|xml|webmanifest|ics|csv|rss|atom)$/;

/** Below this, compression saves less than a packet (the runtime compression's threshold too). */
export const MIN_COMPRESSED_BYTES = 1024;

export const COPY_SUFFIXES = { br: '.br', gzip: '.gz' } as const;
export type CopyEncoding = keyof typeof COPY_SUFFIXES;
const SUFFIXES = Object.values(COPY_SUFFIXES);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli 11 for content-hashed assets (written once per code change, fetched by everyone);
 * 5 for pages and page-data, which every build may rewrite: as small as the runtime
 * compression's quality 4 or smaller, at a tenth of quality 11's time.
 */
function brotliQuality(relative: string): number {
  return cacheControlFor(`/${relative}`) === IMMUTABLE ? 11 : 5;
}

/**
 * Two compressions at a time in the whole server: a release stages while the server serves, and
 * zlib shares libuv's four threads with every file read. Queued without a limit (a fresh search
 * index is thousands of files), a page or the health check waited behind all of them (worst
 * /healthz during a first staging 320 ms on a quiet machine, 573 ms beside the browser tests,
 * where the edge's 1 s probe can mark the origin sick mid-publish); with two, 55 ms, and the
 * staging takes 5.2 s instead of 4.6. Two keep two cores busy and leave two threads to reads.
 */
const compressionSlot = pLimit(2);

function compressNow(encoding: CopyEncoding, bytes: Buffer, relative: string): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(bytes, { level: 9 });
  return brotli(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(relative),
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

const compress = (encoding: CopyEncoding, bytes: Buffer, relative: string): Promise<Buffer> =>
  compressionSlot(() => compressNow(encoding, bytes, relative));

/** Whether `relative` is a compressed copy of another file of the same tree (`names`). */
export function isCompressedCopy(relative: string, names: ReadonlySet<string>): boolean {
  const suffix = SUFFIXES.find((candidate) => relative.endsWith(candidate));
  if (!suffix) return false;
  const original = relative.slice(0, -suffix.length);
  return COMPRESSIBLE_FILE.test(original) && names.has(original);
}

/**
 * Writes `file.br` and `file.gz` for a compressible file of at least MIN_COMPRESSED_BYTES
 * (those of `only`, when given), each only if smaller than the file. They keep the file's
 * modification time, so Last-Modified is the same whatever the encoding. Returns how many.
 */
export async function writeCompressedCopies(
  file: string,
  relative: string,
  only: readonly CopyEncoding[] = ['br', 'gzip'],
): Promise<number> {
  if (!COMPRESSIBLE_FILE.test(relative)) return 0;
  const stat = await fs.stat(file);
  if (stat.size < MIN_COMPRESSED_BYTES) return 0;
  const bytes = await fs.readFile(file);
  const written = await Promise.all(
    only.map(async (encoding) => {
      const compressed = await compress(encoding, bytes, relative);
      if (compressed.length >= bytes.length) return 0;
      const copy = file + COPY_SUFFIXES[encoding];
      await fs.writeFile(copy, compressed);
      await fs.utimes(copy, stat.atime, stat.mtime);
      return 1;
    }),
  );
  return written.reduce<number>((sum, one) => sum + one, 0);
}

/**
 * For a file hard-linked from `base` (unchanged): links base's compressed copies too, and
 * writes those base lacks (a release staged before copies existed). Returns how many were new.
 * `size`, when the caller knows it: a file too small to compress has no copies, and trying
 * to link them cost three calls to the file system for each of a release's many small files.
 */
export async function linkCompressedCopies(
  base: string,
  file: string,
  relative: string,
  size?: number,
): Promise<number> {
  if (!COMPRESSIBLE_FILE.test(relative)) return 0;
  if (size !== undefined && size < MIN_COMPRESSED_BYTES) return 0;
  const missing: CopyEncoding[] = [];
  for (const [encoding, suffix] of Object.entries(COPY_SUFFIXES) as [CopyEncoding, string][]) {
    try {
      await fs.link(base + suffix, file + suffix);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      missing.push(encoding);
    }
  }
  return missing.length > 0 ? writeCompressedCopies(file, relative, missing) : 0;
}

/** Writes the compressed copies of every compressible file under `dir` (a fresh search index). */
export async function compressTree(dir: string): Promise<number> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  const written = await Promise.all(
    files.map((relative) => writeCompressedCopies(path.join(dir, relative), relative)),
  );
  return written.reduce((sum, one) => sum + one, 0);
}
