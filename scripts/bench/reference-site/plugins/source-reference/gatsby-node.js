// A minimal source plugin as Gatsby's "Creating a Source Plugin" tutorial writes one: every
// build fetches every article of every year again and creates one node per article; its image
// becomes a File node through createRemoteFileNode ("Preprocessing external images").
const { createRemoteFileNode } = require('gatsby-source-filesystem');

const API_BASE_PATH = '/rest/pluapi/v1';
const FIRST_YEAR = 2016;
// A few requests at a time, as a polite client of someone else's API.
const CONCURRENT_REQUESTS = 8;

const getJson = async (path) => {
  const key = process.env.PLUAPI_KEY;
  const headers = { token: process.env.PLUAPI_TOKEN, apiKey: key, apiPassword: key };
  const response = await fetch(`${process.env.PLUAPI_HOST}${API_BASE_PATH}${path}`, { headers });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.json();
};

/** `work` over every item, at most `limit` at a time, results in order. */
const mapLimited = async (items, limit, work) => {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
};

exports.sourceNodes = async ({ actions, createNodeId, createContentDigest, reporter }) => {
  const years = [];
  for (let year = FIRST_YEAR; year <= new Date().getFullYear(); year++) years.push(year);
  const lists = await mapLimited(years, CONCURRENT_REQUESTS, (year) =>
    getJson(`/articles?year=${year}`),
  );
  const listed = years.flatMap((year, index) => lists[index].map(({ uuid }) => ({ uuid, year })));
  const articles = await mapLimited(listed, CONCURRENT_REQUESTS, async ({ uuid, year }) => ({
    ...(await getJson(`/articles/uid/${encodeURIComponent(uuid)}`)),
    year,
  }));
  for (const article of articles) {
    actions.createNode({
      ...article,
      id: createNodeId(`Article-${article.uuid}`),
      parent: null,
      children: [],
      internal: { type: 'Article', contentDigest: createContentDigest(article) },
    });
  }
  reporter.info(`source-reference: ${articles.length} articles from ${years.length} years`);
};

exports.createSchemaCustomization = ({ actions }) => {
  actions.createTypes(`
    type Article implements Node {
      image: File @link(from: "fields.image")
    }
  `);
};

exports.onCreateNode = async ({ node, actions, createNodeId, getCache }) => {
  if (node.internal.type !== 'Article' || !node.socialImage) return;
  const fileNode = await createRemoteFileNode({
    url: node.socialImage,
    parentNodeId: node.id,
    createNode: actions.createNode,
    createNodeId,
    getCache,
  });
  if (fileNode) actions.createNodeField({ node, name: 'image', value: fileNode.id });
};
