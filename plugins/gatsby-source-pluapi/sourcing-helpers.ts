import type { SourceNodesArgs } from 'gatsby';
import { NODE_TYPES } from './constants';

export interface NodeHelpers extends Pick<
  SourceNodesArgs,
  'actions' | 'createNodeId' | 'createContentDigest'
> {
  /**
   * True when the last build left node `id` with `contentDigest`: the node is kept as it is,
   * and need not be created again.
   */
  keepIfUnchanged(id: string, contentDigest: string): boolean;
}

/**
 * Gatsby's helpers for one sourcing run, noting in `sourced` the id of every node the run
 * makes or keeps. The plugin's nodes are stateful (source-nodes.ts): a node the run neither
 * makes nor keeps is deleted at its end, and a kept node needs no call at all. Creating an
 * unchanged node again costs Gatsby a check of the whole node against its schema, and
 * looking each one up by id a read of the whole node: at 3,000 articles, a second of every
 * build for 6,000 article and image nodes, of which a webhook build changes two. So the
 * digests are read once, by type.
 */
export function sourcingHelpers(
  args: SourceNodesArgs,
  sourced: Set<string>,
): SourceNodesArgs & NodeHelpers {
  const digests = new Map<string, string>();
  for (const type of Object.values(NODE_TYPES)) {
    for (const node of args.getNodesByType(type)) digests.set(node.id, node.internal.contentDigest);
  }
  const createNode: SourceNodesArgs['actions']['createNode'] = (node, ...rest) => {
    sourced.add(node.id);
    return args.actions.createNode(node, ...rest);
  };
  return {
    ...args,
    actions: { ...args.actions, createNode },
    keepIfUnchanged(id, contentDigest) {
      if (digests.get(id) !== contentDigest) return false;
      sourced.add(id);
      return true;
    },
  };
}
