// The console room as one Fastify plugin: with a sign-in configured, the timeline, the actions
// and the preview of a kept build, each guarded by what the staff-auth plugin decorated.
import fp from 'fastify-plugin';
import { createPreviewPasses } from './preview';
import { registerStaffConsole } from './register-staff-console';

export interface ConsolePluginOptions {
  releasesDir: string;
  /** Off without a sign-in (STAFF_OIDC_*): staff-auth then says so on every console address. */
  enabled: boolean;
}

export const consolePlugin = fp<ConsolePluginOptions>(
  async (app, options) => {
    if (!options.enabled) return;
    const previews = createPreviewPasses(options.releasesDir, (session) =>
      app.staffSessionIsLive(session),
    );
    // A signed-in person's preview pass turns the site's answers into the kept release's.
    app.addHook('onRequest', async (request) => {
      if (request.method === 'GET' || request.method === 'HEAD')
        request.previewSite = await previews.resolve(request);
    });
    const { builds } = app;
    await registerStaffConsole(app, {
      guards: app.staffGuards,
      releasesDir: options.releasesDir,
      releaseActions: app.releaseActions,
      queue: builds.queue,
      history: builds.history,
      actions: app.staffActions,
      searchFollowsPages: builds.searchFollowsPages,
      previews,
      schedule: builds.schedule,
    });
  },
  { name: 'console', dependencies: ['staff-auth', 'builds', 'site'] },
);
