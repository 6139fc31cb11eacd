import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { publishImage } from './publish-image';

let publicDir: string;
beforeEach(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pluapi-publish-'));
});

const written = () => fs.readdirSync(path.join(publicDir, 'static/api-images'));

describe('publishImage', () => {
  it('turns a phone photo upright: its size and copies follow the EXIF orientation', async () => {
    // Stored 600 × 300 and marked "rotate 90°": it shows 300 wide and 600 high.
    const photo = await sharp({
      create: { width: 600, height: 300, channels: 3, background: '#8a5a44' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();

    const image = await publishImage(photo, '.jpg', [400, 800], publicDir);

    expect([image.width, image.height]).toEqual([300, 600]);
    expect(image.variants.map(({ width, height }) => [width, height])).toEqual([[300, 600]]);
    const copy = await sharp(path.join(publicDir, image.variants[0]!.path)).metadata();
    expect([copy.format, copy.width, copy.height]).toEqual(['webp', 300, 600]);
  });

  it('refuses a file that is not an image it can read, and writes nothing', async () => {
    await expect(
      publishImage(Buffer.from('<html>not an image</html>'), '.png', [400], publicDir),
    ).rejects.toThrow();

    expect(fs.existsSync(path.join(publicDir, 'static/api-images'))).toBe(false);
  });

  it('names the copies by the image, so the same bytes are published once', async () => {
    const logo = await sharp({
      create: { width: 500, height: 200, channels: 4, background: '#ffffff' },
    })
      .png()
      .toBuffer();

    const first = await publishImage(logo, '.png', [240, 480], publicDir);
    const again = await publishImage(logo, '.png', [240, 480], publicDir);

    expect(again).toEqual(first);
    expect(written().sort()).toEqual(
      [first.original, ...first.variants.map((variant) => variant.path)]
        .map((file) => path.basename(file))
        .sort(),
    );
  });
});
