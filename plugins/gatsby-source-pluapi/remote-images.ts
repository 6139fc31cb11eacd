import os from 'os';
import type { GatsbyCache } from 'gatsby';
import sharp from 'sharp';
import type { BuildReport } from './build-report';
import { NODE_TYPES } from './constants';
import type { NodeHelpers } from './sourcing-helpers';
import pLimit from 'p-limit';
import {
  isStillPublished,
  publishImage,
  removeUnpublished,
  type PublishedImage,
} from './publish-image';
import type { PluapiOptions } from './types';

/** An image to download, who asked for it (for the report), and the widths pages show it at. */
export interface ImageRequest {
  url: string;
  endpoint: string;
  uuid?: string;
  field: string;
  widths: readonly number[];
}

interface CachedImage {
  fetchedAt: number;
  published: PublishedImage;
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

type Options = Pick<
  PluapiOptions,
  'concurrency' | 'timeoutMs' | 'maxAgeHours' | 'fullRefresh' | 'publicDir'
>;
type Helpers = NodeHelpers & { cache: GatsbyCache };

/**
 * Downloads the API's images (article social images, partner logos), writes the site's own
 * copies (the file as received, WebP at the widths pages show) and makes a PluapiImage node
 * for each, so pages never hotlink the API host. Resizing starts as each download ends, on
 * every core, instead of waiting for Gatsby's image jobs, which run one at a time after the
 * page queries. What was published is kept in the cache: a warm build downloads and resizes
 * nothing it already has. An image that cannot be had is reported and left out; the record
 * still publishes.
 */
export async function sourceRemoteImages(
  helpers: Helpers,
  requests: readonly ImageRequest[],
  { report, options, now = Date.now() }: { report: BuildReport; options: Options; now?: number },
): Promise<{ imageIds: Map<string, string>; downloads: number }> {
  const downloadSlot = pLimit(options.concurrency);
  const resizeSlot = pLimit(os.availableParallelism());
  const maxAgeMs = options.maxAgeHours * 3_600_000;
  let downloads = 0;

  const publishedFor = async (url: string, widths: readonly number[]) => {
    const key = `remote-image:v3:${url}`;
    const cached = (await helpers.cache.get(key)) as CachedImage | undefined;
    const usable =
      cached &&
      !options.fullRefresh &&
      now - cached.fetchedAt <= maxAgeMs &&
      isStillPublished(cached.published, widths, options.publicDir);
    if (usable) return { published: cached.published };
    downloads += 1;
    try {
      // The download's slot is held until its copies are written, so at most `concurrency`
      // downloaded images wait in memory however far downloading runs ahead of resizing.
      const published = await downloadSlot(async () => {
        const { bytes, extension } = await download(url, options.timeoutMs);
        return resizeSlot(() => publishImage(bytes, extension, widths, options.publicDir));
      });
      await helpers.cache.set(key, { fetchedAt: now, published } satisfies CachedImage);
      return { published };
    } catch (error) {
      // A refresh that fails keeps the copies an earlier build made, as impact and partners
      // keep their last good values: a flaky image host does not empty the news pages.
      const keptBecause = error instanceof Error ? error.message : String(error);
      if (cached && isStillPublished(cached.published, widths, options.publicDir))
        return { published: cached.published, keptBecause };
      throw error;
    }
  };

  const reportAll = (askers: readonly ImageRequest[], reason: string) => {
    for (const { endpoint, uuid, field } of askers) {
      report.repair({ endpoint, ...(uuid ? { uuid } : {}), field, reason });
    }
  };

  const imageIds = new Map<string, string>();
  const byUrl = new Map<string, ImageRequest[]>();
  for (const request of requests)
    byUrl.set(request.url, [...(byUrl.get(request.url) ?? []), request]);

  const publishedFiles: string[] = [];
  await Promise.all(
    [...byUrl].map(async ([url, askers]) => {
      try {
        const widths = [...new Set(askers.flatMap((asker) => asker.widths))];
        const { published, keptBecause } = await publishedFor(url, widths);
        if (keptBecause) reportAll(askers, `image kept from an earlier build: ${keptBecause}`);
        const { original, ...sizes } = published;
        publishedFiles.push(original, ...sizes.variants.map((variant) => variant.path));
        const fields = { url, publicURL: original, ...sizes };
        const id = helpers.createNodeId(`${NODE_TYPES.image}-${url}`);
        const contentDigest = helpers.createContentDigest(fields);
        if (!helpers.keepIfUnchanged(id, contentDigest)) {
          helpers.actions.createNode({
            ...fields,
            id,
            parent: null,
            children: [],
            internal: { type: NODE_TYPES.image, contentDigest, description: `Image ${url}` },
          });
        }
        imageIds.set(url, id);
      } catch (error) {
        reportAll(askers, `image left out: ${error instanceof Error ? error.message : error}`);
      }
    }),
  );
  removeUnpublished(options.publicDir, publishedFiles);
  return { imageIds, downloads };
}

async function download(
  url: string,
  timeoutMs: number,
): Promise<{ bytes: Buffer; extension: string }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`HTTP ${response.status} from ${url}`);
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const extension = EXTENSIONS[type];
  if (!extension) throw new Error(`${url} is not an image the site can use (${type || 'no type'})`);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length === 0 || bytes.length > MAX_BYTES) {
    throw new Error(`${url} has ${bytes.length} bytes (1 to ${MAX_BYTES} expected)`);
  }
  if (extension !== '.svg') return { bytes, extension };
  // 2× density keeps a drawn logo sharp at the sizes the pages ask for.
  return { bytes: await sharp(bytes, { density: 144 }).png().toBuffer(), extension: '.png' };
}
