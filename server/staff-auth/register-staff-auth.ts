// The console's sign-in, as one call from app.ts: sessions, anti-forgery tokens, the sign-in
// routes and the guards the console's own routes use. With no provider configured the console
// is off: the guards answer that plainly and no sign-in route exists.
import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { STAFF_PASS_PATH } from '../shared/cache-headers';
import path from 'node:path';
import { hooksStateDir } from '../shared/state-dir';
import type { StaffGuards } from './staff-user';
import { StaffOidcClient } from './oidc-client';
import { SignedOutSessions } from './signed-out-sessions';
import { signInRoutes } from './sign-in-routes';
import { registerSignOutControl } from './sign-out-control';
import { signOutRoutes } from './sign-out-routes';
import type { StaffAuthContext } from './staff-auth-context';
import { consoleOffGuards, createStaffGuards } from './staff-guards';
import {
  DEFAULT_SESSION_HOURS,
  DEFAULT_SIGN_IN_PER_MINUTE,
  STAFF_PATH,
  type StaffAuthOptions,
} from './staff-auth-options';
import {
  messageBody,
  privateAnswer,
  sendStaffPage,
  STAFF_STYLESHEET,
  STAFF_STYLESHEET_PATH,
} from './staff-page';
import { registerSessionCookie } from './staff-session';

/** Addresses under /staff/ that nothing else answers: the console's "not found" (or "off"). */
function fallbackRoutes(app: FastifyInstance, guards: StaffGuards): void {
  app.get(STAFF_STYLESHEET_PATH, async (_request, reply) =>
    privateAnswer(reply).type('text/css; charset=utf-8').send(STAFF_STYLESHEET),
  );
  app.get(STAFF_PATH, async (_request, reply) => reply.redirect(`${STAFF_PATH}/`, 308));
  // The console registers /staff/ itself; until it does, its front page is the account page.
  app.get(`${STAFF_PATH}/*`, { preHandler: guards.signedInPage }, async (request, reply) => {
    if (request.url.split('?')[0] === `${STAFF_PATH}/`)
      return reply.redirect(`${STAFF_PATH}/account`, 303);
    return sendStaffPage(
      reply,
      404,
      'Page not found',
      messageBody(
        'There is no such page in the staff console',
        ['The address may be mistyped, or the page was moved.'],
        { href: `${STAFF_PATH}/`, text: 'Go to the staff console' },
      ),
    );
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The console's guards (../staff-user.ts), for the console's own routes. */
    staffGuards: StaffGuards;
    /** Whether a session id is still signed in (a preview pass names its session). */
    staffSessionIsLive: (sessionId: string) => boolean;
  }
}

/** Sign-in as the room's one Fastify plugin; its decorators are the whole app's. */
export const staffAuthPlugin = fp<StaffAuthOptions>(
  async (app, options) => void (await registerStaffAuth(app, options)),
  { name: 'staff-auth', dependencies: ['audit'] },
);

export async function registerStaffAuth(
  app: FastifyInstance,
  options: StaffAuthOptions,
): Promise<StaffGuards> {
  app.decorateRequest('staffUser', null);
  // Every console answer, whoever's route made it: never indexed (the edge and cache headers
  // are edge-headers.ts's: private, no-store).
  app.addHook('onSend', async (request, reply) => {
    if (STAFF_PASS_PATH.test(request.url) && !reply.hasHeader('x-robots-tag')) {
      reply.header('x-robots-tag', 'noindex, nofollow');
    }
  });
  const { settings } = options;
  if (!settings) {
    const guards = consoleOffGuards();
    registerSignOutControl(app, null);
    app.decorate('staffGuards', guards);
    app.decorate('staffSessionIsLive', () => false);
    fallbackRoutes(app, guards);
    return guards;
  }
  const now = options.now ?? Date.now;
  const lifetimeSeconds = Math.round((settings.sessionHours ?? DEFAULT_SESSION_HOURS) * 3600);
  // Both are global (fastify-plugin): the console's routes, wherever registered, see them.
  await registerSessionCookie(app, settings, lifetimeSeconds);
  await app.register(fastifyFormbody);
  const signedOut = new SignedOutSessions(
    path.join(hooksStateDir(options.releasesDir), 'staff-signed-out.json'),
    now,
    (error) =>
      app.log.error(
        { error: error.message },
        'could not save the list of signed-out staff sessions',
      ),
  );
  await signedOut.load();
  // Expiry is the pass's own (it never outlives the session); sign-out is checked here.
  app.decorate('staffSessionIsLive', (sessionId: string) => !signedOut.has(sessionId));
  const context: StaffAuthContext = {
    settings,
    auditLog: options.auditLog ?? app.staffAuditLog,
    signedOut,
    oidc: new StaffOidcClient(settings),
    now,
    lifetimeMs: lifetimeSeconds * 1000,
    // As many refused requests a minute as sign-in attempts: a person needs a few of either.
    refusalsPerMinute: settings.signInPerMinute ?? DEFAULT_SIGN_IN_PER_MINUTE,
  };
  const guards = createStaffGuards(context);
  registerSignOutControl(app, context);
  app.decorate('staffGuards', guards);
  await app.register(async (scope) => {
    await signInRoutes(scope, context, guards);
    await signOutRoutes(scope, context);
    fallbackRoutes(scope, guards);
  });
  return guards;
}
