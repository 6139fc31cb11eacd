import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESSIBLE_FILE, COPY_SUFFIXES, type CopyEncoding } from '../releases/precompress';

/**
 * The Content-Type @fastify/send gives each compressible file (mime + utf-8 for text): a
 * compressed copy must be labelled as the file it stands for, not as `.br`/`.gz`.
 */
const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'application/javascript; charset=utf-8',
  mjs: 'application/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml',
  webmanifest: 'application/manifest+json',
  ics: 'text/calendar; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  rss: 'application/rss+xml',
  atom: 'application/atom+xml',
};

/** The encodings the client accepts, best first (brotli first on equal weight); `*` counts. */
export function acceptedEncodings(header: string | string[] | undefined): CopyEncoding[] {
  const weights = new Map<string, number>();
  for (const item of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = item.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    if (name) weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: CopyEncoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  return (['br', 'gzip'] as const)
    .filter((encoding) => weightOf(encoding) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a));
}

export interface CompressedCopy {
  file: string;
  encoding: CopyEncoding;
  contentType: string;
}

/**
 * The release's compressed copy of `file` to send instead of it, or null (none, not accepted,
 * or a Range request: a 206's Content-Range counts bytes of the file itself). Sets
 * `Vary: Accept-Encoding` on every answer for a compressible file, whatever is sent.
 */
export async function compressedCopyFor(
  request: FastifyRequest,
  reply: FastifyReply,
  root: string,
  file: string,
  servable: (root: string, file: string) => Promise<boolean>,
): Promise<CompressedCopy | null> {
  const extension = COMPRESSIBLE_FILE.exec(file)?.[0].slice(1);
  const contentType = extension ? CONTENT_TYPES[extension] : undefined;
  if (!contentType) return null;
  reply.header('vary', 'accept-encoding');
  if (request.headers.range !== undefined) return null;
  for (const encoding of acceptedEncodings(request.headers['accept-encoding'])) {
    const copy = file + COPY_SUFFIXES[encoding];
    if (await servable(root, copy)) return { file: copy, encoding, contentType };
  }
  return null;
}

/** Sends a compressed copy with the headers of the file it stands for. */
export function sendCompressedCopy(
  reply: FastifyReply,
  root: string,
  copy: CompressedCopy,
): FastifyReply {
  reply.header('content-encoding', copy.encoding);
  reply.type(copy.contentType);
  return reply.sendFile(copy.file, root, { contentType: false });
}
