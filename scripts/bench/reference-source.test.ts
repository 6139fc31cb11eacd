import { createRemoteFileNode } from 'gatsby-source-filesystem';

// The reference's source plugin: what it asks the API and which nodes it makes of the answers.
jest.mock('gatsby-source-filesystem', () => ({ createRemoteFileNode: jest.fn() }));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const plugin = require('./reference-site/plugins/source-reference/gatsby-node');

const ARTICLES: Record<string, { uuid: string; title: string; socialImage: string | null }> = {
  a: { uuid: 'a', title: 'First', socialImage: 'http://img.test/a.png' },
  b: { uuid: 'b', title: 'Second', socialImage: null },
};

const requests: Array<{ url: string; headers: Record<string, string> }> = [];
let inFlight = 0;
let mostInFlight = 0;

const answer = (url: string): unknown => {
  const year = /[?&]year=(\d+)/.exec(url)?.[1];
  if (year) return year === '2016' ? [{ uuid: 'a' }] : year === '2017' ? [{ uuid: 'b' }] : [];
  return ARTICLES[url.split('/').pop() as string];
};

beforeEach(() => {
  requests.length = 0;
  mostInFlight = 0;
  process.env.PLUAPI_HOST = 'http://api.test';
  process.env.PLUAPI_TOKEN = 'the-token';
  process.env.PLUAPI_KEY = 'the-key';
  global.fetch = jest.fn(async (url: string, init: { headers: Record<string, string> }) => {
    requests.push({ url, headers: init.headers });
    mostInFlight = Math.max(mostInFlight, ++inFlight);
    await new Promise((resolve) => setImmediate(resolve));
    inFlight--;
    return { ok: true, json: async () => answer(url) };
  }) as unknown as typeof fetch;
});

const sourceNodes = async () => {
  const createNode = jest.fn();
  await plugin.sourceNodes({
    actions: { createNode },
    createNodeId: (seed: string) => `id-${seed}`,
    createContentDigest: (value: unknown) => `digest-${JSON.stringify(value).length}`,
    reporter: { info: jest.fn() },
  });
  return createNode;
};

it('lists every year since 2016 and fetches each article, with the API credentials', async () => {
  await sourceNodes();
  const years = new Date().getFullYear() - 2016 + 1;
  expect(requests).toHaveLength(years + 2);
  expect(requests[0]?.url).toBe('http://api.test/rest/pluapi/v1/articles?year=2016');
  expect(requests.map(({ url }) => url)).toContain('http://api.test/rest/pluapi/v1/articles/uid/b');
  for (const { headers } of requests)
    expect(headers).toEqual({ token: 'the-token', apiKey: 'the-key', apiPassword: 'the-key' });
  // A few at a time, not every request at once.
  expect(mostInFlight).toBeGreaterThan(1);
  expect(mostInFlight).toBeLessThanOrEqual(8);
});

it('creates one Article node per article, with its listing year and a content digest', async () => {
  const createNode = await sourceNodes();
  expect(createNode.mock.calls.map(([node]) => node)).toEqual([
    expect.objectContaining({
      id: 'id-Article-a',
      title: 'First',
      year: 2016,
      internal: { type: 'Article', contentDigest: expect.stringMatching(/^digest-/) },
    }),
    expect.objectContaining({ id: 'id-Article-b', title: 'Second', year: 2017 }),
  ]);
});

it('fails the build when the API refuses a call', async () => {
  (global.fetch as jest.Mock).mockResolvedValueOnce({ ok: false, status: 401 });
  await expect(sourceNodes()).rejects.toThrow('GET /articles?year=2016 answered 401');
});

it('downloads an article image as a File node linked from the article', async () => {
  jest.mocked(createRemoteFileNode).mockResolvedValue({ id: 'file-1' } as never);
  const createNodeField = jest.fn();
  const node = {
    id: 'id-Article-a',
    socialImage: 'http://img.test/a.png',
    internal: { type: 'Article' },
  };
  const actions = { createNode: jest.fn(), createNodeField };
  await plugin.onCreateNode({ node, actions, createNodeId: jest.fn(), getCache: jest.fn() });
  expect(createRemoteFileNode).toHaveBeenCalledWith(
    expect.objectContaining({ url: 'http://img.test/a.png', parentNodeId: 'id-Article-a' }),
  );
  expect(createNodeField).toHaveBeenCalledWith({ node, name: 'image', value: 'file-1' });
  await plugin.onCreateNode({ node: { ...node, socialImage: null }, actions });
  expect(createRemoteFileNode).toHaveBeenCalledTimes(1);
});
