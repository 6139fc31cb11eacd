import type { Node } from 'gatsby';
import { HttpResponse } from 'msw';
import articlesByYear from './__fixtures__/articles-by-year.json';
import articlesFull from './__fixtures__/articles-full.json';
import { NODE_TYPES } from './constants';
import { sourceNodes } from './source-nodes';
import { createFakeGatsbyApi } from './test-support/fake-gatsby-api';
import { setupPluapiServer, testOptions } from './test-support/pluapi-server';

const { requests, answerInTurn } = setupPluapiServer();

const full = articlesFull as Record<string, Record<string, unknown>>;
type Summary = (typeof articlesByYear)['2024'][number];
const [clinic, volunteers] = articlesByYear['2024'] as [Summary, Summary];
const [gala] = articlesByYear['2025'] as [Summary];
/** A build the webhook started, naming one article that is not in the 2024 list. */
const webhookBuild = { ...testOptions, changedArticles: [gala.uuid] };
const bodyPath = (uuid: string) => `/rest/pluapi/v1/articles/uid/${uuid}`;
const bodyRequests = () =>
  requests
    .map((request) => new URL(request.url).pathname)
    .filter((path) => path.includes('/articles/uid/'));

async function build(
  options = testOptions,
  cacheStore?: Map<string, unknown>,
  nodeStore?: Map<string, Node>,
) {
  const gatsby = createFakeGatsbyApi(cacheStore, nodeStore);
  await sourceNodes(gatsby.gatsbyApi, options);
  return gatsby;
}

/** A first build, then the requests of the second one only. */
async function rebuild(options = testOptions) {
  const first = await build();
  requests.length = 0;
  const second = await build(options, first.cacheStore);
  return { first, second };
}

const titleOf = (gatsby: ReturnType<typeof createFakeGatsbyApi>, uuid: string) =>
  gatsby.getNodesByType(NODE_TYPES.article).find((node) => node.uuid === uuid)?.title;

describe('sourceNodes, rebuilding with the cache of the previous build', () => {
  it('fetches every body again on a build that names no articles, recreating the same nodes', async () => {
    const { first, second } = await rebuild();

    expect(bodyRequests().sort()).toEqual(Object.keys(full).map(bodyPath).sort());
    const digests = (gatsby: typeof first) =>
      gatsby
        .getNodesByType(NODE_TYPES.article)
        .map((node) => [node.uuid, node.internal.contentDigest])
        .sort();
    expect(digests(second)).toEqual(digests(first));
  });

  it('publishes a body-only edit on a build that names no articles (staff, nightly)', async () => {
    const first = await build();
    // The CMS changed the story only: the year list's entry is the same as before.
    answerInTurn(`/articles/uid/${clinic.uuid}`, () =>
      HttpResponse.json({ ...full[clinic.uuid], story: '<p>Until mid-December.</p>' }),
    );

    const second = await build(testOptions, first.cacheStore);

    const node = second.getNodesByType(NODE_TYPES.article).find(({ uuid }) => uuid === clinic.uuid);
    expect(node?.story).toContain('Until mid-December.');
  });

  it('fetches exactly the bodies the webhook named, and publishes their new text', async () => {
    const first = await build();
    answerInTurn(`/articles/uid/${clinic.uuid}`, () =>
      HttpResponse.json({ ...full[clinic.uuid], story: '<p>Corrected story.</p>' }),
    );
    requests.length = 0;

    const second = await build(
      { ...testOptions, changedArticles: [clinic.uuid.toUpperCase()] },
      first.cacheStore,
    );

    expect(bodyRequests()).toEqual([bodyPath(clinic.uuid)]);
    const node = second.getNodesByType(NODE_TYPES.article).find(({ uuid }) => uuid === clinic.uuid);
    expect(node?.story).toContain('Corrected story.');
  });

  it('stays incremental on a webhook build: a body-only edit it does not name is not fetched', async () => {
    const first = await build();
    answerInTurn(`/articles/uid/${volunteers.uuid}`, () =>
      HttpResponse.json({ ...full[volunteers.uuid], story: '<p>Not named.</p>' }),
    );
    requests.length = 0;

    const second = await build(webhookBuild, first.cacheStore);

    expect(bodyRequests()).toEqual([bodyPath(gala.uuid)]);
    const node = second
      .getNodesByType(NODE_TYPES.article)
      .find(({ uuid }) => uuid === volunteers.uuid);
    expect(node?.story).not.toContain('Not named.');
  });

  it('fetches, on a webhook build, the body of an article whose list entry changed, and of a new one', async () => {
    const first = await build();
    const fresh = { ...volunteers, uuid: '9f1c2a4e-0042-4c3b-9a51-2024aaaa0042' };
    const renamed = { ...clinic, title: 'Mobile clinic reaches every county' };
    answerInTurn('/articles?year=2024', () => HttpResponse.json([renamed, volunteers, fresh]));
    answerInTurn(`/articles/uid/${renamed.uuid}`, () =>
      HttpResponse.json({ ...full[clinic.uuid], ...renamed }),
    );
    answerInTurn(`/articles/uid/${fresh.uuid}`, () =>
      HttpResponse.json({ ...full[volunteers.uuid], ...fresh }),
    );
    requests.length = 0;

    const second = await build(webhookBuild, first.cacheStore);

    expect(bodyRequests().sort()).toEqual(
      [bodyPath(clinic.uuid), bodyPath(fresh.uuid), bodyPath(gala.uuid)].sort(),
    );
    expect(titleOf(second, clinic.uuid)).toBe('Mobile clinic reaches every county');
  });

  it('leaves out an article the lists no longer name', async () => {
    const first = await build();
    answerInTurn('/articles?year=2024', () => HttpResponse.json([clinic]));

    const second = await build(testOptions, first.cacheStore);

    expect(titleOf(first, volunteers.uuid)).toBeDefined();
    expect(titleOf(second, volunteers.uuid)).toBeUndefined();
  });

  it('keeps its nodes between builds, deleting those of an article the lists no longer name', async () => {
    const first = await build();
    answerInTurn('/articles?year=2024', () => HttpResponse.json([clinic]));

    // Gatsby keeps a stateful source plugin's nodes: the second build starts with the first's.
    const second = await build(testOptions, first.cacheStore, first.nodeStore);

    expect(second.gatsbyApi.actions.enableStatefulSourceNodes).toHaveBeenCalled();
    expect(titleOf(second, clinic.uuid)).toBe(clinic.title);
    expect(titleOf(second, volunteers.uuid)).toBeUndefined();
    expect(second.getNodesByType(NODE_TYPES.homeNews)).toHaveLength(1);
  });

  it('fetches every body again on a webhook build once the cache is older than maxAgeHours', async () => {
    const first = await build();
    const dayLater = Date.now() + 25 * 3_600_000;
    jest.spyOn(Date, 'now').mockReturnValue(dayLater);
    requests.length = 0;
    try {
      await build(webhookBuild, first.cacheStore);
    } finally {
      jest.restoreAllMocks();
    }

    expect(bodyRequests()).toHaveLength(Object.keys(full).length);
  });

  it('fetches every body again on a full refresh, even when the build names articles', async () => {
    await rebuild({ ...webhookBuild, fullRefresh: true });

    expect(bodyRequests()).toHaveLength(Object.keys(full).length);
  });
});
