import type { SourceNodesArgs } from 'gatsby';
import { NODE_TYPES } from './constants';
import { sanitizeApiHtml } from '../../contract/html-policy/sanitize-at-build';
import type { SourcedContent } from './types';

type NodeHelpers = Pick<SourceNodesArgs, 'actions' | 'createNodeId' | 'createContentDigest'>;
// Image nodes are made as their images are published (remote-images.ts).
type NodeType = (typeof NODE_TYPES)[Exclude<keyof typeof NODE_TYPES, 'image'>];

function createTypedNode(
  helpers: NodeHelpers,
  type: NodeType,
  key: string,
  fields: Record<string, unknown>,
): void {
  helpers.actions.createNode({
    ...fields,
    id: helpers.createNodeId(`${type}-${key}`),
    parent: null,
    children: [],
    internal: { type, contentDigest: helpers.createContentDigest(fields) },
  });
}

const imageIdOf = (content: SourcedContent, url: string | null) =>
  (url && content.imageIds.get(url)) || null;

/** Returns the number of nodes created, by type, for the build log. */
export function createNodes(
  helpers: NodeHelpers,
  content: SourcedContent,
): Record<NodeType, number> {
  createTypedNode(helpers, NODE_TYPES.impact, 'impact', { ...content.impact });

  for (const { typeID, ...article } of content.articles) {
    const fields = {
      ...article,
      typeId: typeID,
      story: content.stories?.get(article.uuid) ?? sanitizeApiHtml(article.story),
      socialImageFile: imageIdOf(content, article.socialImage),
    };
    createTypedNode(helpers, NODE_TYPES.article, article.uuid, fields);
  }

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
