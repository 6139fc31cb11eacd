import type { GatsbyCache } from 'gatsby';
import { NODE_TYPES } from './constants';
import type { NodeHelpers } from './sourcing-helpers';
import { sanitizeApiHtml } from '../../contract/html-policy/sanitize-at-build';
import { sanitizedStories, sanitizerFingerprint } from './sanitized-stories';
import type { SourcedArticle, SourcedContent } from './types';

type Helpers = NodeHelpers & { cache: Pick<GatsbyCache, 'get' | 'set'> };
// Image nodes are made as their images are published (remote-images.ts).
type NodeType = (typeof NODE_TYPES)[Exclude<keyof typeof NODE_TYPES, 'image'>];

function createTypedNode(
  helpers: NodeHelpers,
  type: NodeType,
  key: string,
  fields: Record<string, unknown>,
  contentDigest = helpers.createContentDigest(fields),
): void {
  const id = helpers.createNodeId(`${type}-${key}`);
  if (helpers.keepIfUnchanged(id, contentDigest)) return;
  helpers.actions.createNode({
    ...fields,
    id,
    parent: null,
    children: [],
    internal: { type, contentDigest },
  });
}

const imageIdOf = (content: SourcedContent, url: string | null) =>
  (url && content.imageIds.get(url)) || null;

/**
 * The article nodes. An article's node follows from its body, its year, its image and the
 * HTML policy alone, so their digest stands for the node's: an unchanged article is kept
 * without its story being sanitised or hashed again. Without a policy fingerprint the whole
 * node is hashed, as a changed policy must reach every story.
 */
async function createArticleNodes(helpers: Helpers, content: SourcedContent): Promise<void> {
  const policy = sanitizerFingerprint();
  const changed: Array<{ article: SourcedArticle; digest?: string }> = [];
  for (const article of content.articles) {
    const socialImageFile = imageIdOf(content, article.socialImage);
    const body = content.bodyDigests.get(article.uuid);
    if (policy === null || body === undefined) {
      changed.push({ article });
      continue;
    }
    const digest = helpers.createContentDigest({
      body,
      year: article.year,
      socialImageFile,
      policy,
    });
    const id = helpers.createNodeId(`${NODE_TYPES.article}-${article.uuid}`);
    if (!helpers.keepIfUnchanged(id, digest)) changed.push({ article, digest });
  }
  const stories = await sanitizedStories(
    helpers.cache,
    changed.map(({ article }) => article),
    policy,
  );
  for (const { article: sourced, digest } of changed) {
    const { typeID, ...article } = sourced;
    const fields = {
      ...article,
      typeId: typeID,
      story: stories.get(article.uuid) ?? sanitizeApiHtml(article.story),
      socialImageFile: imageIdOf(content, article.socialImage),
    };
    createTypedNode(helpers, NODE_TYPES.article, article.uuid, fields, digest);
  }
}

/** Makes or keeps the plugin's nodes, images aside; returns the count by type, for the build log. */
export async function createNodes(
  helpers: Helpers,
  content: SourcedContent,
): Promise<Record<NodeType, number>> {
  createTypedNode(helpers, NODE_TYPES.impact, 'impact', { ...content.impact });

  await createArticleNodes(helpers, content);

  // The links to PluapiArticle are resolved by uuid (see create-schema-customization.ts).
  createTypedNode(helpers, NODE_TYPES.homeNews, 'home', {
    featuredUuid: content.featuredUuid,
    latestUuids: content.latestUuids,
  });

  content.partners.forEach((partner, index) => {
    // Partners have no id in the API; their place in the list keeps the node id stable.
    const key = `${content.partnersYear}-${index}-${partner.name}`;
    createTypedNode(helpers, NODE_TYPES.partner, key, {
      ...partner,
      year: content.partnersYear,
      logoFile: imageIdOf(content, partner.logo),
    });
  });

  // Tells the partners page whether the list above is the API's (even an empty one).
  createTypedNode(helpers, NODE_TYPES.partnerList, 'partners', {
    year: content.partnersYear,
    fromApi: content.partnersFromApi,
  });

  return {
    [NODE_TYPES.impact]: 1,
    [NODE_TYPES.article]: content.articles.length,
    [NODE_TYPES.homeNews]: 1,
    [NODE_TYPES.partner]: content.partners.length,
    [NODE_TYPES.partnerList]: 1,
  };
}
