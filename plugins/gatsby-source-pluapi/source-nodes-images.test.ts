import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Node } from 'gatsby';
import { http, HttpResponse } from 'msw';
import sharp from 'sharp';
import articlesFull from './__fixtures__/articles-full.json';
import partnersFixture from './__fixtures__/partners.json';
import { NODE_TYPES } from './constants';
import { sourceNodes } from './source-nodes';
import { createFakeGatsbyApi } from './test-support/fake-gatsby-api';
import type { PluapiOptions } from './types';
import { MEDIA_HOST, setupPluapiServer, testOptions } from './test-support/pluapi-server';

const { server, requests } = setupPluapiServer();

const full = articlesFull as Record<string, { socialImage?: string | null }>;
const [uuidWithImage] = Object.keys(full).filter((uuid) => full[uuid]!.socialImage);
const imageRequests = () => requests.filter((request) => request.url.startsWith(MEDIA_HOST));

/** Each test publishes into a folder of its own, as a fresh checkout would. */
let publicDir: string;
beforeEach(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pluapi-public-'));
});

async function build(cacheStore?: Map<string, unknown>, options: Partial<PluapiOptions> = {}) {
  const gatsby = createFakeGatsbyApi(cacheStore);
  await sourceNodes(gatsby.gatsbyApi, { ...testOptions, publicDir, ...options });
  return gatsby;
}

type Gatsby = Awaited<ReturnType<typeof build>>;
interface ImageNode extends Node {
  url: string;
  publicURL: string;
  width: number;
  height: number;
  variants: Array<{ width: number; height: number; path: string }>;
}

const imageOf = (gatsby: Gatsby, id: unknown) =>
  gatsby.getNodesByType(NODE_TYPES.image).find((node) => node.id === id) as ImageNode | undefined;
const articleWithImage = (gatsby: Gatsby) =>
  gatsby.getNodesByType(NODE_TYPES.article).find((node) => node.uuid === uuidWithImage)!;
const onDisk = (sitePath: string) => path.join(publicDir, sitePath);

/** A photo-sized PNG, as a CMS would send: 1200 × 630, wider than any copy the site makes. */
const photo = () =>
  sharp({ create: { width: 1200, height: 630, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();

/** Answers each image URL with an image of its own (the fixtures' are all one tiny PNG). */
function serveDistinctImages() {
  const seen: string[] = [];
  server.use(
    http.get(`${MEDIA_HOST}/*`, async ({ request }) => {
      if (!seen.includes(request.url)) seen.push(request.url);
      const png = await sharp({
        create: {
          width: 2,
          height: 1 + seen.indexOf(request.url),
          channels: 3,
          background: '#fff',
        },
      })
        .png()
        .toBuffer();
      return new HttpResponse(new Uint8Array(png), { headers: { 'content-type': 'image/png' } });
    }),
  );
}

describe('sourceNodes, images from the API', () => {
  it('downloads each social image and logo once and publishes it as a PluapiImage node', async () => {
    const gatsby = await build();

    const image = imageOf(gatsby, articleWithImage(gatsby).socialImageFile);
    expect(image).toMatchObject({ url: full[uuidWithImage!]!.socialImage, width: 1, height: 1 });
    expect(image!.publicURL).toMatch(/^\/static\/api-images\/[0-9a-f]+\.png$/);
    expect(fs.existsSync(onDisk(image!.publicURL))).toBe(true);
    for (const partner of gatsby.getNodesByType(NODE_TYPES.partner)) {
      expect(imageOf(gatsby, partner.logoFile)).toBeDefined();
    }
    const urls = imageRequests().map((request) => request.url);
    expect(urls).toHaveLength(new Set(urls).size);
    expect(urls).toEqual(expect.arrayContaining(partnersFixture.map(({ logo }) => logo)));
  });

  it('writes WebP copies at once and twice the width pages show, never wider than the image', async () => {
    const png = await photo();
    server.use(
      http.get(
        `${MEDIA_HOST}/*`,
        () => new HttpResponse(new Uint8Array(png), { headers: { 'content-type': 'image/png' } }),
      ),
    );
    const gatsby = await build();

    const article = imageOf(gatsby, articleWithImage(gatsby).socialImageFile)!;
    expect(article.variants.map(({ width, height }) => [width, height])).toEqual([
      [400, 210],
      [800, 420],
    ]);
    const logo = imageOf(gatsby, gatsby.getNodesByType(NODE_TYPES.partner)[0]!.logoFile)!;
    expect(logo.variants.map(({ width }) => width)).toEqual([240, 480]);
    for (const variant of [...article.variants, ...logo.variants]) {
      const metadata = await sharp(onDisk(variant.path)).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual([
        'webp',
        variant.width,
        variant.height,
      ]);
    }
  });

  it('downloads and rewrites nothing on a warm rebuild, and keeps the node digests', async () => {
    serveDistinctImages();
    const first = await build();
    const files = fs.readdirSync(path.join(publicDir, 'static/api-images'));
    const writtenAt = files.map(
      (file) => fs.statSync(onDisk(`/static/api-images/${file}`)).mtimeMs,
    );
    requests.length = 0;
    const second = await build(first.cacheStore);

    expect(imageRequests()).toEqual([]);
    const digests = (gatsby: Gatsby) =>
      gatsby
        .getNodesByType(NODE_TYPES.image)
        .map((node) => `${node.id} ${node.internal.contentDigest}`)
        .sort();
    expect(digests(second)).toEqual(digests(first));
    expect(files.map((file) => fs.statSync(onDisk(`/static/api-images/${file}`)).mtimeMs)).toEqual(
      writtenAt,
    );
  });

  it('downloads an image again when its copy is gone from the site’s folder', async () => {
    serveDistinctImages();
    const first = await build();
    const image = imageOf(first, articleWithImage(first).socialImageFile)!;
    fs.rmSync(onDisk(image.variants[0]!.path));
    requests.length = 0;
    await build(first.cacheStore);

    expect(imageRequests().map((request) => request.url)).toEqual([image.url]);
    expect(fs.existsSync(onDisk(image.variants[0]!.path))).toBe(true);
  });

  it('keeps an earlier build’s copies when refreshing the image fails, and says so', async () => {
    serveDistinctImages();
    const first = await build();
    const image = imageOf(first, articleWithImage(first).socialImageFile)!;
    server.use(http.get(image.url, () => new HttpResponse('busy', { status: 503 })));
    const second = await build(first.cacheStore, { fullRefresh: true });

    expect(imageOf(second, articleWithImage(second).socialImageFile)).toEqual(image);
    expect(fs.existsSync(onDisk(image.variants[0]!.path))).toBe(true);
    expect(second.reporter.warn.mock.calls.map(([line]) => line)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(
            `uuid ${uuidWithImage}, field socialImage, image kept from an earlier build: HTTP 503`,
          ),
        ),
      ]),
    );
  });

  it('removes the copies of an image the API no longer sends, and keeps the others', async () => {
    serveDistinctImages();
    const first = await build();
    const image = imageOf(first, articleWithImage(first).socialImageFile)!;
    const kept = first
      .getNodesByType(NODE_TYPES.image)
      .filter((node) => node.id !== image.id) as ImageNode[];
    server.use(http.get(image.url, () => new HttpResponse('gone', { status: 404 })));
    await build();

    for (const file of [image.publicURL, ...image.variants.map((variant) => variant.path)]) {
      expect([file, fs.existsSync(onDisk(file))]).toEqual([file, false]);
    }
    for (const node of kept) expect(fs.existsSync(onDisk(node.publicURL))).toBe(true);
  });

  it('publishes a record whose image is missing, not an image or unreadable, without it, and reports it', async () => {
    const brokenImage = full[uuidWithImage!]!.socialImage!;
    const [brokenLogo, garbledLogo] = partnersFixture;
    server.use(
      http.get(brokenImage, () => new HttpResponse('gone', { status: 404 })),
      http.get(brokenLogo!.logo, () =>
        HttpResponse.text('<html>login</html>', { headers: { 'content-type': 'text/html' } }),
      ),
      http.get(garbledLogo!.logo, () =>
        HttpResponse.text('not a png', { headers: { 'content-type': 'image/png' } }),
      ),
    );
    const gatsby = await build();

    expect(articleWithImage(gatsby)).toMatchObject({ socialImageFile: null });
    const partner = (name: string) =>
      gatsby.getNodesByType(NODE_TYPES.partner).find((node) => node.name === name);
    expect(partner(brokenLogo!.name)).toMatchObject({ logoFile: null, url: brokenLogo!.url });
    expect(partner(garbledLogo!.name)).toMatchObject({ logoFile: null });
    const warnings = gatsby.reporter.warn.mock.calls.map(([line]) => line);
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(`uuid ${uuidWithImage}, field socialImage, image left out: HTTP 404`),
        ),
        expect.stringMatching(
          /field logo, image left out: .* is not an image the site can use \(text\/html\)/,
        ),
        expect.stringMatching(new RegExp(`uuid ${garbledLogo!.name}, field logo, image left out`)),
      ]),
    );
  });
});

describe('sourceNodes, an SVG image from the API', () => {
  it('is drawn to a PNG, so no SVG from the API is ever served from the site', async () => {
    const [partner] = partnersFixture;
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><script>alert(1)</script><rect width="40" height="20"/></svg>';
    server.use(
      http.get(partner!.logo, () =>
        HttpResponse.text(svg, { headers: { 'content-type': 'image/svg+xml' } }),
      ),
    );
    const gatsby = await build();

    const node = gatsby
      .getNodesByType(NODE_TYPES.partner)
      .find(({ name }) => name === partner!.name);
    const image = imageOf(gatsby, node!.logoFile)!;
    expect(image.publicURL).toMatch(/\.png$/);
    const bytes = fs.readFileSync(onDisk(image.publicURL));
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(bytes.toString('latin1')).not.toContain('alert');
    const published = fs.readdirSync(path.join(publicDir, 'static/api-images'));
    expect(published.filter((file) => !/\.(png|webp)$/.test(file))).toEqual([]);
  });
});
