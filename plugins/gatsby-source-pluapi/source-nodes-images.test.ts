import fs from 'node:fs';
import { http, HttpResponse } from 'msw';
import articlesFull from './__fixtures__/articles-full.json';
import partnersFixture from './__fixtures__/partners.json';
import { NODE_TYPES } from './constants';
import { sourceNodes } from './source-nodes';
import { createFakeGatsbyApi } from './test-support/fake-gatsby-api';
import { MEDIA_HOST, setupPluapiServer, testOptions } from './test-support/pluapi-server';

const { server, requests } = setupPluapiServer();

const full = articlesFull as Record<string, { socialImage?: string | null }>;
const [uuidWithImage] = Object.keys(full).filter((uuid) => full[uuid]!.socialImage);
const imageRequests = () => requests.filter((request) => request.url.startsWith(MEDIA_HOST));

async function build(cacheStore?: Map<string, unknown>) {
  const gatsby = createFakeGatsbyApi(cacheStore);
  await sourceNodes(gatsby.gatsbyApi, testOptions);
  return gatsby;
}

const fileOf = (gatsby: Awaited<ReturnType<typeof build>>, id: unknown) =>
  gatsby.getNodesByType('File').find((node) => node.id === id);

describe('sourceNodes, images from the API', () => {
  it('downloads each social image and logo once and links it as a File node', async () => {
    const gatsby = await build();

    const article = gatsby
      .getNodesByType(NODE_TYPES.article)
      .find((node) => node.uuid === uuidWithImage)!;
    const file = fileOf(gatsby, article.socialImageFile);
    expect(file).toMatchObject({ extension: 'png' });
    expect(fs.existsSync(file!.absolutePath as string)).toBe(true);
    for (const partner of gatsby.getNodesByType(NODE_TYPES.partner)) {
      expect(fileOf(gatsby, partner.logoFile)).toBeDefined();
    }
    const urls = imageRequests().map((request) => request.url);
    expect(urls).toHaveLength(new Set(urls).size);
    expect(urls).toEqual(expect.arrayContaining(partnersFixture.map(({ logo }) => logo)));
  });

  it('downloads no image again on a warm rebuild', async () => {
    const first = await build();
    requests.length = 0;
    const second = await build(first.cacheStore);

    expect(imageRequests()).toEqual([]);
    expect(second.getNodesByType('File').map((node) => node.internal.contentDigest)).toEqual(
      first.getNodesByType('File').map((node) => node.internal.contentDigest),
    );
  });

  it('makes an image’s File node again when its cached file changed, and only then', async () => {
    const first = await build();
    const [changed, ...unchanged] = first.getNodesByType('File');
    fs.writeFileSync(changed!.absolutePath as string, Buffer.from('not the same bytes'));
    const second = await build(first.cacheStore);

    const digestOf = (id: unknown) =>
      second.getNodesByType('File').find((node) => node.id === id)?.internal.contentDigest;
    expect(digestOf(changed!.id)).not.toBe(changed!.internal.contentDigest);
    for (const node of unchanged) expect(digestOf(node.id)).toBe(node.internal.contentDigest);
  });

  it('publishes a record whose image is missing or not an image, without it, and reports it', async () => {
    const brokenImage = full[uuidWithImage!]!.socialImage!;
    const [brokenLogo] = partnersFixture;
    server.use(
      http.get(brokenImage, () => new HttpResponse('gone', { status: 404 })),
      http.get(brokenLogo!.logo, () =>
        HttpResponse.text('<html>login</html>', {
          headers: { 'content-type': 'text/html' },
        }),
      ),
    );
    const gatsby = await build();

    const article = gatsby
      .getNodesByType(NODE_TYPES.article)
      .find((node) => node.uuid === uuidWithImage);
    expect(article).toMatchObject({ socialImageFile: null });
    const partner = gatsby
      .getNodesByType(NODE_TYPES.partner)
      .find((node) => node.name === brokenLogo!.name);
    expect(partner).toMatchObject({ logoFile: null, url: brokenLogo!.url });
    const warnings = gatsby.reporter.warn.mock.calls.map(([line]) => line);
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(`uuid ${uuidWithImage}, field socialImage, image left out: HTTP 404`),
        ),
        expect.stringMatching(
          /field logo, image left out: .* is not an image the site can use \(text\/html\)/,
        ),
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
    const file = fileOf(gatsby, node!.logoFile)!;
    expect(file.extension).toBe('png');
    const bytes = fs.readFileSync(file.absolutePath as string);
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(bytes.toString('latin1')).not.toContain('alert');
  });
});
