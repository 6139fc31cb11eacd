import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Node, NodeInput, SourceNodesArgs } from 'gatsby';

/** What the fake reporter throws, so a test can await the failure Gatsby would show. */
export class PanicOnBuildError extends Error {
  constructor(readonly meta: { id: string; context: { sourceMessage: string }; error?: Error }) {
    super(meta.context.sourceMessage);
    this.name = 'PanicOnBuildError';
  }
}

const hash = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The slice of Gatsby's node API the plugin uses, backed by real data structures
 * (a node store and a cache that outlive one run) rather than bare mocks, in the
 * style of gatsby-source-contentful's tests.
 */
export function createFakeGatsbyApi(
  /** Pass the previous build's `cacheStore` to simulate a warm rebuild. */
  cacheStore = new Map<string, unknown>(),
  /** And its `nodeStore`: the nodes a stateful source plugin finds from the last build. */
  nodeStore = new Map<string, Node>(),
) {
  const reporter = {
    info: jest.fn<void, [string]>(),
    warn: jest.fn<void, [string]>(),
    verbose: jest.fn<void, [string]>(),
    setErrorMap: jest.fn(),
    panic: jest.fn((meta: PanicOnBuildError['meta']) => {
      throw new PanicOnBuildError(meta);
    }),
    panicOnBuild: jest.fn((meta: PanicOnBuildError['meta']) => {
      throw new PanicOnBuildError(meta);
    }),
  };
  const api = {
    actions: {
      createNode: (input: NodeInput) => {
        // Gatsby stores a copy; keeping the caller's object would hide later mutations.
        nodeStore.set(input.id, structuredClone(input) as Node);
      },
      deleteNode: (node: Node) => {
        nodeStore.delete(node.id);
      },
      enableStatefulSourceNodes: jest.fn(),
      createTypes: jest.fn(),
    },
    createNodeId: (seed: string) => hash(`gatsby-source-pluapi:${seed}`).slice(0, 32),
    createContentDigest: (value: unknown) => hash(JSON.stringify(value)),
    reporter,
    cache: {
      // Files the plugin keeps between builds (downloaded images) live here.
      directory: fs.mkdtempSync(path.join(os.tmpdir(), 'pluapi-cache-')),
      get: async (key: string) => cacheStore.get(key),
      set: async (key: string, value: unknown) => {
        cacheStore.set(key, value);
        return value;
      },
    },
    getNodesByType: (type: string) =>
      [...nodeStore.values()].filter((node) => node.internal.type === type),
    getNodes: () => [...nodeStore.values()],
  };
  return {
    gatsbyApi: api as unknown as SourceNodesArgs,
    reporter,
    getNodesByType: api.getNodesByType,
    cacheStore,
    nodeStore,
  };
}
