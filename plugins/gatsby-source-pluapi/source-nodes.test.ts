import { http } from 'msw';
import articlesFull from './__fixtures__/articles-full.json';
import partnersFixture from './__fixtures__/partners.json';
import { NODE_TYPES } from './constants';
import { sourceNodes } from './source-nodes';
import { createFakeGatsbyApi } from './test-support/fake-gatsby-api';
import {
  apiUrl,
  MEDIA_HOST,
  setupPluapiServer,
  TEST_KEY,
  TEST_TOKEN,
  testOptions,
} from './test-support/pluapi-server';

const { server, requests, requestsTo } = setupPluapiServer();

const apiRequests = () => requests.filter((request) => request.url.startsWith(apiUrl('')));

const uuids = Object.keys(articlesFull);
const [sessionUuid, walkUuid, clinicUuid, , galaUuid] = uuids;

async function build(gatsby = createFakeGatsbyApi(), options = testOptions) {
  await sourceNodes(gatsby.gatsbyApi, options);
  return gatsby;
}

describe('sourceNodes, against an API that answers', () => {
  it('creates one impact node, every article, the home feed and the partners', async () => {
    const { getNodesByType, reporter } = await build();

    expect(getNodesByType(NODE_TYPES.impact)).toEqual([
      expect.objectContaining({ babiesSaved: 1342, womenHelped: 5873, yearEstablished: 2013 }),
    ]);
    const articles = getNodesByType(NODE_TYPES.article);
    expect(articles.map((node) => node.uuid).sort()).toEqual([...uuids].sort());
    expect(articles.find((node) => node.uuid === clinicUuid)).toMatchObject({
      title: 'Mobile clinic reaches rural counties',
      pubdate: '2024-11-20T15:00:00Z',
      author: 'Clinic Team',
      typeId: 3,
      year: 2024,
      socialImage: 'https://images.example.org/news/clinic.jpg',
    });
    const partners = getNodesByType(NODE_TYPES.partner);
    expect(partners.map(({ name, homePage, year }) => ({ name, homePage, year }))).toEqual(
      partnersFixture.map(({ name, homePage }) => ({ name, homePage, year: 2025 })),
    );
    expect(reporter.info).toHaveBeenCalledTimes(1);
    expect(reporter.info.mock.calls[0]?.[0]).toMatch(/5 articles \(2023-2025\), 3 partners/);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
  });

  it('links the home feed to article nodes, fetching an older featured article too', async () => {
    const { getNodesByType } = await build();

    const [homeNews, ...others] = getNodesByType(NODE_TYPES.homeNews);
    expect(others).toHaveLength(0);
    expect(homeNews).toMatchObject({
      featuredUuid: galaUuid,
      latestUuids: [sessionUuid, walkUuid, clinicUuid],
    });
    const gala = getNodesByType(NODE_TYPES.article).find((node) => node.uuid === galaUuid);
    // Outside startYear..currentYear, so its year comes from its publication date.
    expect(gala).toMatchObject({ title: 'Annual gala', year: 2019 });
  });

  it('stores the story sanitised: no script, no event handler, no javascript: link', async () => {
    const { getNodesByType } = await build();

    const session = getNodesByType(NODE_TYPES.article).find((node) => node.uuid === sessionUuid);
    const story = String(session?.story);
    expect(story).not.toMatch(/<script|alert|onerror|onclick|javascript:/i);
    expect(story).toContain('<p>Three bills passed.</p>');
    expect(story).toContain('alt="Utah State Capitol"');
    expect(story).toContain('rel="noopener noreferrer"');
  });

  it('sends token, apiKey and apiPassword on every API request, and no credential for images', async () => {
    await build();

    expect(apiRequests().length).toBeGreaterThan(10);
    for (const request of apiRequests()) {
      expect(request.headers.get('token')).toBe(TEST_TOKEN);
      expect(request.headers.get('apiKey')).toBe(TEST_KEY);
      expect(request.headers.get('apiPassword')).toBe(TEST_KEY);
    }
    const imageRequests = requests.filter((request) => request.url.startsWith(MEDIA_HOST));
    expect(imageRequests.length).toBeGreaterThan(0);
    for (const request of imageRequests) {
      expect([request.headers.get('token'), request.headers.get('apiKey')]).toEqual([null, null]);
    }
  });

  it('gives the same nodes when the build runs twice in a row', async () => {
    // Images are published in parallel, so their nodes come in any order.
    const nodesOf = (gatsby: Awaited<ReturnType<typeof build>>) =>
      Object.values(NODE_TYPES)
        .flatMap(gatsby.getNodesByType)
        .sort((a, b) => a.id.localeCompare(b.id));
    const first = await build();
    const second = await build(first);

    expect(nodesOf(second)).toEqual(nodesOf(first));
    const imageUrls = new Set([
      ...Object.values(articlesFull).map((article) => article.socialImage),
      ...partnersFixture.map((partner) => partner.logo),
    ]);
    imageUrls.delete(null);
    // Impact, the articles, the home feed, the partners and their list, the images.
    expect(nodesOf(first)).toHaveLength(
      1 + uuids.length + 1 + partnersFixture.length + 1 + imageUrls.size,
    );
  });

  it('asks for the years, each article, the impact, the home feed and the partners', async () => {
    await build();

    const asked = apiRequests().map((request) => request.url.replace(apiUrl(''), ''));
    expect(asked).toEqual(
      expect.arrayContaining([
        '/women/reports/impact',
        '/articles?year=2023',
        '/articles?year=2024',
        '/articles?year=2025',
        '/articles?page=1&maxRecords=1&typeID=2',
        '/articles?page=1&maxRecords=3&typeID=*',
        '/partners?year=2025',
        ...uuids.map((uuid) => `/articles/uid/${uuid}`),
      ]),
    );
    expect(asked).toHaveLength(7 + uuids.length);
    expect(requestsTo('/partners?year=2025')).toHaveLength(1);
  });
});

describe('sourceNodes, holding the number of requests in flight', () => {
  it('never has more requests in flight than `concurrency`', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    // Each request is held a little, and (boundedly) until the limit has been
    // reached once: the run shows requests really run side by side, and that the
    // ones queued behind them do not join while they are held.
    server.use(
      http.all(`${apiUrl('')}/*`, async () => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        for (let tick = 0; tick < 200 && (tick < 4 || maxInFlight < 3); tick += 1) {
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        inFlight -= 1;
        return undefined;
      }),
    );

    await build(createFakeGatsbyApi(), { ...testOptions, concurrency: 3 });

    expect(maxInFlight).toBe(3);
  });
});
