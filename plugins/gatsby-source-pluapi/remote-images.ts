import { createHash } from 'crypto';
import fs from 'fs';
import path from 'path';
import type { GatsbyCache, SourceNodesArgs } from 'gatsby';
import sharp from 'sharp';
// Not in the package's type declarations, but the same helper its own remote-file code uses.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createFileNode } = require('gatsby-source-filesystem/create-file-node') as {
  createFileNode: (file: string, createNodeId: (seed: string) => string) => Promise<FileNode>;
};
import type { BuildReport } from './build-report';
import { createLimiter } from './limiter';
import type { PluapiOptions } from './types';

interface FileNode {
  id: string;
  parent: string | null;
  internal: { description?: string };
  [field: string]: unknown;
}

/** An image to download, and who asked for it (for the report). */
export interface ImageRequest {
  url: string;
  endpoint: string;
  uuid?: string;
  field: string;
}

interface CachedImage {
  file: string;
  fetchedAt: number;
}

interface CachedFileNode {
  mtimeMs: number;
  size: number;
  node: FileNode;
}

// Formats sharp can resize. SVG is drawn to PNG on arrival: served from the site's own
// origin, an SVG opened directly could run script.
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'image/avif': '.avif',
  'image/gif': '.gif',
  'image/svg+xml': '.svg',
};
const MAX_BYTES = 15 * 1024 * 1024;

type Options = Pick<PluapiOptions, 'concurrency' | 'timeoutMs' | 'maxAgeHours' | 'fullRefresh'>;
type Helpers = Pick<SourceNodesArgs, 'actions' | 'createNodeId'> & { cache: GatsbyCache };

/**
 * Downloads the API's images (article social images, partner logos) once, keeps them in
 * Gatsby's cache between builds, and turns each into a File node, so gatsby-plugin-image
 * serves resized copies from the site instead of hotlinking the API host. An image that
 * cannot be had is reported and left out; the record still publishes.
 */
export async function sourceRemoteImages(
  helpers: Helpers,
  requests: readonly ImageRequest[],
  { report, options, now = Date.now() }: { report: BuildReport; options: Options; now?: number },
): Promise<{ fileIds: Map<string, string>; downloads: number }> {
  const limit = createLimiter(options.concurrency);
  const directory = path.join(helpers.cache.directory, 'remote-images');
  fs.mkdirSync(directory, { recursive: true });
  const maxAgeMs = options.maxAgeHours * 3_600_000;
  let downloads = 0;

  const fileFor = async (url: string): Promise<string> => {
    // v2: SVGs are stored drawn as PNG; an older entry may still be an SVG.
    const key = `remote-image:v2:${url}`;
    const cached = (await helpers.cache.get(key)) as CachedImage | undefined;
    const usable =
      cached && !options.fullRefresh && now - cached.fetchedAt <= maxAgeMs && exists(cached.file);
    if (usable) return cached.file;
    downloads += 1;
    const file = await limit(() => download(url, directory, options.timeoutMs));
    await helpers.cache.set(key, { file, fetchedAt: now } satisfies CachedImage);
    return file;
  };

  const fileIds = new Map<string, string>();
  const byUrl = new Map<string, ImageRequest[]>();
  for (const request of requests)
    byUrl.set(request.url, [...(byUrl.get(request.url) ?? []), request]);

  await Promise.all(
    [...byUrl].map(async ([url, askers]) => {
      try {
        const node = await fileNodeFor(await fileFor(url), helpers);
        node.internal.description = `Remote image ${url}`;
        // File belongs to gatsby-source-filesystem; creating it in its name is how its own
        // createRemoteFileNode avoids a type-ownership clash.
        (helpers.actions.createNode as (node: unknown, plugin: unknown) => void)(node, {
          name: 'gatsby-source-filesystem',
        });
        fileIds.set(url, node.id);
      } catch (error) {
        const reason = `image left out: ${error instanceof Error ? error.message : String(error)}`;
        for (const { endpoint, uuid, field } of askers) {
          report.repair({ endpoint, ...(uuid ? { uuid } : {}), field, reason });
        }
      }
    }),
  );
  return { fileIds, downloads };
}

/**
 * The File node of a downloaded image. gatsby-source-filesystem reads and hashes the whole file
 * to make it: 2 of the 2.5 s a warm build of 3,000 articles spent sourcing. Kept with the
 * file's size and modification time, it is made again only when the file changed.
 */
async function fileNodeFor(file: string, helpers: Helpers): Promise<FileNode> {
  const key = `remote-image-node:v1:${file}`;
  const { mtimeMs, size } = fs.statSync(file);
  const cached = (await helpers.cache.get(key)) as CachedFileNode | undefined;
  if (cached && cached.mtimeMs === mtimeMs && cached.size === size)
    return structuredClone(cached.node);
  const node = await createFileNode(file, helpers.createNodeId);
  await helpers.cache.set(key, {
    mtimeMs,
    size,
    node: structuredClone(node),
  } satisfies CachedFileNode);
  return node;
}

const exists = (file: string) => {
  try {
    return fs.statSync(file).size > 0;
  } catch {
    return false;
  }
};

async function download(url: string, directory: string, timeoutMs: number): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`HTTP ${response.status} from ${url}`);
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const extension = EXTENSIONS[type];
  if (!extension) throw new Error(`${url} is not an image the site can use (${type || 'no type'})`);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length === 0 || bytes.length > MAX_BYTES) {
    throw new Error(`${url} has ${bytes.length} bytes (1 to ${MAX_BYTES} expected)`);
  }
  const isSvg = extension === '.svg';
  // Named by the URL's hash: the same URL keeps its file, so its node digest stays the same.
  const name = createHash('sha1').update(url).digest('hex');
  const file = path.join(directory, `${name}${isSvg ? '.png' : extension}`);
  // 2× density keeps a drawn logo sharp at the sizes the pages ask for.
  fs.writeFileSync(file, isSvg ? await sharp(bytes, { density: 144 }).png().toBuffer() : bytes);
  return file;
}
