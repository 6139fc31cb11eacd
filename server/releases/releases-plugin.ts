// The releases room as one Fastify plugin: `app.goLive`, the one way a release goes live
// (every switch scanned first), with the edge purge made here, after the app that logs it;
// and `app.releaseActions`, the switches people and the CMS ask for, announced and recorded.
import fp from 'fastify-plugin';
import { edgePurgeFor } from './edge-purge';
import { rememberPurgeUrls } from './edge-purge-targets';
import { GoLive, type ReleaseLiveListener } from './go-live';
import { ReleaseActions } from './release-actions';
import { ensureScanned } from './scan-record';
import type { NamedSecret } from './secret-scan';
import { removeStagingLeftovers } from './staging';

declare module 'fastify' {
  interface FastifyInstance {
    /** Makes a release live or deletes one, holding the switch mutex (go-live.ts). */
    goLive: GoLive;
    /** Publish, roll back, stop and resume publishing: switched, told and written down. */
    releaseActions: ReleaseActions;
  }
}

export interface ReleasesPluginOptions {
  releasesDir: string;
  /** Credentials no release may hold (the scan before every switch). */
  guardedSecrets: NamedSecret[];
  /**
   * Edge caches told to drop the old pages after every switch (EDGE_PURGE_URLS). Saved for
   * the release command, which runs from a terminal without this environment; none: not saved.
   */
  edgePurgeUrls?: string[];
  /** Called after every switch too (tests listen here). A failure is logged, never fatal. */
  onReleaseLive?: ReleaseLiveListener;
}

/** Both listeners, each on its own: a failing purge never keeps the other from hearing. */
function bothListeners(
  first: ReleaseLiveListener | undefined,
  second: ReleaseLiveListener | undefined,
): ReleaseLiveListener | undefined {
  if (!first || !second) return first ?? second;
  return async (event) => {
    await Promise.all([first(event), second(event)]);
  };
}

export const releasesPlugin = fp<ReleasesPluginOptions>(
  async (app, options) => {
    const { releasesDir } = options;
    await removeStagingLeftovers(releasesDir, (name) =>
      app.log.warn({ name }, 'removed a half-copied release left by an interrupted publish'),
    );
    const edgePurge = edgePurgeFor(options.edgePurgeUrls ?? [], app.log, app.notifyStaff);
    if (options.edgePurgeUrls) {
      // Best effort: a full disk is logged and retried, and never keeps the site from starting.
      const saved = rememberPurgeUrls(releasesDir, options.edgePurgeUrls, (level, text) =>
        app.log[level](text),
      );
      app.addHook('onClose', async () => saved.close());
    }
    const goLive = new GoLive({
        releasesDir,
        // Every switch (build, publish, rollback, unlock, follow-up) goes live only once scanned.
        scanGate: (releaseId) => ensureScanned(releasesDir, releaseId, options.guardedSecrets),
        onReleaseLive: bothListeners(edgePurge, options.onReleaseLive),
        onListenerError: (error, event) =>
          app.log.error(
            { ...event, error: (error as Error).message },
            'release went live, but its onReleaseLive listener failed',
          ),
    });
    app.decorate('goLive', goLive);
    app.decorate(
      'releaseActions',
      new ReleaseActions({
        releasesDir,
        goLive,
        notifyStaff: app.notifyStaff,
        actions: app.staffActions,
        logError: (facts, text) => app.log.error(facts, text),
      }),
    );
  },
  { name: 'releases', dependencies: ['notify', 'audit'] },
);
