import type { PluginOptions, Reporter, SourceNodesArgs } from 'gatsby';
import { createArticleCache } from './article-cache';
import { BuildReport } from './build-report';
import { createClient, type PluapiClient } from './client';
import { NODE_TYPES, PLUGIN_NAME } from './constants';
import { createNodes } from './create-nodes';
import { errorCodeFor, maskSecrets } from './errors';
import { fetchArticles } from './fetch-articles';
import { fetchImpact, fetchPartners } from './fetch-extras';
import { readOptions } from './read-options';
import { sourcingHelpers } from './sourcing-helpers';
import { imageRequestsOf } from './image-requests';
import { sourceRemoteImages } from './remote-images';
import type { PluapiOptions } from './types';
import { optionsOnceChangesKnown } from './wait-for-changes';

export async function sourceNodes(
  args: SourceNodesArgs,
  pluginOptions: PluginOptions,
): Promise<void> {
  let options: PluapiOptions | undefined;
  let client: PluapiClient | undefined;
  const known = await optionsOnceChangesKnown(pluginOptions, args.reporter);
  if (known === null) {
    // Started ahead of a webhook by a server that has stopped since: nothing to build.
    args.reporter.info(`${PLUGIN_NAME}: the server stopped before naming a change; not building`);
    process.exit(0);
  }
  const startedAt = Date.now();
  try {
    options = readOptions(known);
    // The plugin's nodes stay from one build to the next, so Gatsby no longer checks 6,000 of
    // them for staleness on every build; the plugin removes the ones it no longer sources.
    args.actions.enableStatefulSourceNodes?.();
    const sourced = new Set<string>();
    const helpers = sourcingHelpers(args, sourced);
    client = createClient(options);
    const report = new BuildReport(args.reporter);
    const context = { client, report, cache: args.cache };
    const [impact, sourcedArticles, partners] = await Promise.all([
      fetchImpact(context),
      fetchArticles({ ...context, cache: createArticleCache(args.cache, options), range: options }),
      fetchPartners(context, options.currentYear),
    ]);
    const { articles, bodyDigests, featuredUuid, latestUuids } = sourcedArticles;
    const images = await sourceRemoteImages(
      helpers,
      imageRequestsOf(articles, partners ?? [], options.currentYear),
      { report, options },
    );
    const counts = await createNodes(helpers, {
      imageIds: images.imageIds,
      impact,
      articles,
      bodyDigests,
      featuredUuid,
      latestUuids,
      partners: partners ?? [],
      partnersYear: options.currentYear,
      partnersFromApi: partners !== null,
    });
    removeNodesNotSourced(args, sourced);
    report.summarise(sourcedArticles.seen);
    report.write(options.reportFile, client.requestCount);
    const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
    args.reporter.info(
      `${PLUGIN_NAME}: ${counts[NODE_TYPES.article]} articles (${options.startYear}-${options.currentYear}), ` +
        `${counts[NODE_TYPES.partner]} partners, impact and home feed ` +
        `from ${client.requestCount} requests in ${seconds} s ` +
        `(${sourcedArticles.fetchedBodies} for article bodies, the other bodies from the cache); ` +
        `${images.imageIds.size} images (${images.downloads} downloaded, the others from the cache)`,
    );
  } catch (error) {
    // Otherwise the requests still running would keep retrying in the background.
    client?.close();
    reportFailure(args.reporter, error, options);
  }
}

/** Deletes this plugin's nodes that the build did not make again (an unpublished article). */
function removeNodesNotSourced(args: SourceNodesArgs, sourced: ReadonlySet<string>): void {
  for (const type of Object.values(NODE_TYPES)) {
    for (const node of args.getNodesByType(type)) {
      if (!sourced.has(node.id)) args.actions.deleteNode(node);
    }
  }
}

// panicOnBuild stops `gatsby build`; `gatsby develop` carries on without the nodes.
function reportFailure(reporter: Reporter, error: unknown, options?: PluapiOptions): void {
  const message = error instanceof Error ? error.message : String(error);
  reporter.panicOnBuild({
    id: errorCodeFor(error),
    context: { sourceMessage: maskSecrets(message, [options?.token ?? '', options?.key ?? '']) },
    error: error instanceof Error ? error : undefined,
  });
}
