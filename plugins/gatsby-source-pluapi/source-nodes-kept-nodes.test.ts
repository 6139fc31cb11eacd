import type { Node, NodeInput } from 'gatsby';
import { HttpResponse } from 'msw';
import articlesByYear from './__fixtures__/articles-by-year.json';
import articlesFull from './__fixtures__/articles-full.json';
import { NODE_TYPES } from './constants';
import { sourceNodes } from './source-nodes';
import { createFakeGatsbyApi } from './test-support/fake-gatsby-api';
import { setupPluapiServer, testOptions } from './test-support/pluapi-server';

// Gatsby keeps a stateful source plugin's nodes from one build to the next: a webhook build at
// 3,000 articles must make again the node of the article it names, not all of them (issue 54).
const { answerInTurn } = setupPluapiServer();

const full = articlesFull as Record<string, Record<string, unknown>>;
type Summary = (typeof articlesByYear)['2024'][number];
const [clinic] = articlesByYear['2024'] as [Summary];

/** A build starting from the nodes and cache of `before`; the types of the nodes it created. */
async function build(options = testOptions, before?: ReturnType<typeof createFakeGatsbyApi>) {
  const gatsby = createFakeGatsbyApi(before?.cacheStore, before?.nodeStore);
  const made: NodeInput[] = [];
  const createNode = gatsby.gatsbyApi.actions.createNode;
  gatsby.gatsbyApi.actions.createNode = (node, ...rest) => {
    made.push(node);
    return createNode(node, ...rest);
  };
  await sourceNodes(gatsby.gatsbyApi, options);
  const madeOf = (type: string) =>
    made.filter(({ internal }) => internal.type === type).map((node) => node.uuid ?? node.url);
  return { ...gatsby, madeOf };
}

const articleNodes = (gatsby: { getNodesByType: (type: string) => Node[] }) =>
  gatsby
    .getNodesByType(NODE_TYPES.article)
    .map((node) => [node.uuid, node.internal.contentDigest, node.story])
    .sort();

describe('sourceNodes, keeping the nodes of the build before', () => {
  it('makes again only the node of the article a webhook build names, with its new story', async () => {
    const first = await build();
    const articles = first.getNodesByType(NODE_TYPES.article).length;
    answerInTurn(`/articles/uid/${clinic.uuid}`, () =>
      HttpResponse.json({ ...full[clinic.uuid], story: '<p>Corrected story.</p>' }),
    );

    const second = await build({ ...testOptions, changedArticles: [clinic.uuid] }, first);

    expect(second.madeOf(NODE_TYPES.article)).toEqual([clinic.uuid]);
    expect(second.madeOf(NODE_TYPES.image)).toEqual([]);
    const node = second.getNodesByType(NODE_TYPES.article).find(({ uuid }) => uuid === clinic.uuid);
    expect(node?.story).toContain('Corrected story.');
    expect(second.getNodesByType(NODE_TYPES.article)).toHaveLength(articles);
  });

  it('makes no article node again when a build naming none finds every body as it was', async () => {
    const first = await build();
    const nodesBefore = articleNodes(first);

    const second = await build(testOptions, first);

    expect(second.madeOf(NODE_TYPES.article)).toEqual([]);
    expect(articleNodes(second)).toEqual(nodesBefore);
  });

  it('gives a kept article the same node it would have made from nothing', async () => {
    const first = await build();
    const kept = await build({ ...testOptions, changedArticles: [clinic.uuid] }, first);

    const fromNothing = await build();

    expect(articleNodes(kept)).toEqual(articleNodes(fromNothing));
  });
});
