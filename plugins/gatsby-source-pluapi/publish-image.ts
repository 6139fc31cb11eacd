import { createHash } from 'crypto';
import fs from 'fs';
import path from 'path';
import sharp from 'sharp';

/** Where the site serves its copies of the API's images; `/static/` is cached for good. */
export const IMAGES_PATH = '/static/api-images';

// gatsby-plugin-sharp's default WebP quality, which the site used before it made its own
// copies. Effort 2 (sharp's default is 4) takes 40% less time for files about 5% larger.
const WEBP = { quality: 50, effort: 2 } as const;

export interface ImageVariant {
  width: number;
  height: number;
  /** Site path of the WebP copy. */
  path: string;
}

/** What the site serves of one image: the file as received, and WebP copies by width. */
export interface PublishedImage {
  /** Site path of the file as received (SVG already drawn to PNG), for Open Graph. */
  original: string;
  width: number;
  height: number;
  variants: ImageVariant[];
}

/**
 * Writes an image and its WebP copies at `widths` (never wider than the image) under
 * `publicDir`. Files are named by the image's hash, so an image already published is not
 * resized again, and a changed image gets new names that no browser has cached.
 */
export async function publishImage(
  bytes: Buffer,
  extension: string,
  widths: readonly number[],
  publicDir: string,
): Promise<PublishedImage> {
  // Read first: a file sharp cannot read is refused before anything is written.
  // autoOrient: the size as shown, after the EXIF rotation the copies apply.
  const { width, height } = (await sharp(bytes).metadata()).autoOrient;
  const name = createHash('sha1').update(bytes).digest('hex').slice(0, 20);
  fs.mkdirSync(path.join(publicDir, IMAGES_PATH), { recursive: true });
  const original = `${IMAGES_PATH}/${name}${extension}`;
  writeOnce(path.join(publicDir, original), bytes);

  const variants = widthsFor(width, widths).map((variantWidth) => ({
    width: variantWidth,
    height: Math.round((height * variantWidth) / width),
    path: `${IMAGES_PATH}/${name}-${variantWidth}.webp`,
  }));

  const source = sharp(bytes).autoOrient();
  await Promise.all(
    variants
      .filter((variant) => !exists(path.join(publicDir, variant.path)))
      .map(async (variant) => {
        const webp = await source.clone().resize(variant.width).webp(WEBP).toBuffer();
        writeOnce(path.join(publicDir, variant.path), webp);
      }),
  );
  return { original, width, height, variants };
}

/** The wanted widths the image has pixels for, and its own width when a wider one was wanted. */
function widthsFor(imageWidth: number, wanted: readonly number[]): number[] {
  const capped = (wanted.length > 0 ? wanted : [imageWidth]).map((width) =>
    Math.min(width, imageWidth),
  );
  return [...new Set(capped)].sort((a, b) => a - b);
}

/**
 * True when a published image has the copies `widths` asks for (the site may ask for new ones)
 * and every file of it is still in `publicDir`.
 */
export function isStillPublished(
  image: PublishedImage,
  widths: readonly number[],
  publicDir: string,
): boolean {
  const made = new Set(image.variants.map((variant) => variant.width));
  return (
    widthsFor(image.width, widths).every((width) => made.has(width)) &&
    [image.original, ...image.variants.map((variant) => variant.path)].every((file) =>
      exists(path.join(publicDir, file)),
    )
  );
}

/**
 * Deletes the copies no image of this build uses (a changed or deleted image's), so the site's
 * folder, and every release copied from it, does not grow with each change. A page that
 * showed such a copy is built again: its image node changed or went.
 */
export function removeUnpublished(publicDir: string, published: readonly string[]): void {
  const keep = new Set(published);
  const directory = path.join(publicDir, IMAGES_PATH);
  if (!fs.existsSync(directory)) return;
  for (const name of fs.readdirSync(directory)) {
    if (!keep.has(`${IMAGES_PATH}/${name}`)) fs.rmSync(path.join(directory, name), { force: true });
  }
}

const exists = (file: string) => {
  try {
    return fs.statSync(file).size > 0;
  } catch {
    return false;
  }
};

// Written beside and renamed, so a build that stops half-way leaves no truncated file
// under a name that later builds would take as done.
function writeOnce(file: string, bytes: Buffer): void {
  if (exists(file)) return;
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, bytes);
  fs.renameSync(partial, file);
}
