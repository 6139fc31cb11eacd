// /staff/sign-in (the page), its start (off to the provider), the provider's callback, and
// /staff/account (signing out is ./sign-out-routes.ts). The start and the callback are rate
// limited per address; their refusals are counted per address and minute
// (../stranger-refusals.ts), as the person is not signed in.
import fastifyRateLimit from '@fastify/rate-limit';
import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientKey } from '../shared/client-key';
import type { StaffGuards } from './staff-user';
import { newCsrfSecret } from './csrf-tokens';
import { CALLBACK_PATH } from './oidc-client';
import { DEFAULT_RETURN_PATH, safeReturnPath } from './return-path';
import { sendSignInPage } from './sign-in-page';
import { decideAccess } from './staff-access-list';
import { sendAccountPage } from './account-page';
import { countStrangerRefusal, signInActor, type StaffAuthContext } from './staff-auth-context';
import { DEFAULT_SIGN_IN_PER_MINUTE } from './staff-auth-options';
import { messageBody, sendStaffPage } from './staff-page';
import { keptIdToken, readSession } from './staff-session';

/** How long the provider may take between the start of a sign-in and its callback. */
const SIGN_IN_WINDOW_MS = 10 * 60 * 1000;

type Query = Record<string, string | undefined>;

function queryString(request: FastifyRequest): string {
  const at = request.url.indexOf('?');
  return at === -1 ? '' : request.url.slice(at + 1);
}

const signInAgain = { href: '/staff/sign-in', text: 'Sign in again' };

function sendProblem(reply: FastifyReply, status: number, heading: string, paragraphs: string[]) {
  return sendStaffPage(reply, status, heading, messageBody(heading, paragraphs, signInAgain));
}

export async function signInRoutes(
  app: FastifyInstance,
  context: StaffAuthContext,
  guards: StaffGuards,
): Promise<void> {
  const { settings, auditLog, oidc } = context;
  const perMinute = settings.signInPerMinute ?? DEFAULT_SIGN_IN_PER_MINUTE;
  // A state is accepted once: a replayed callback (even with the cookie of before) is refused.
  const usedStates = new Map<string, number>();

  await app.register(fastifyRateLimit, { global: false });
  // One counter per address for starts and callbacks together: a flood of either stops both.
  const signInLimit = app.createRateLimit({
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `staff sign-in ${clientKey(request.ip)}`,
  });
  const limited = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await signInLimit(request);
    if (result.isAllowed || !result.isExceeded) return;
    countStrangerRefusal(
      context,
      request,
      'too many sign-ins',
      'sign-in',
      `Too many sign-in attempts from ${request.ip} within a minute.`,
    );
    reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
    await sendProblem(reply, 429, 'Too many sign-in attempts', [
      'There were too many sign-in attempts from your network in the last minute. Wait a minute, then try again.',
    ]);
  };
  app.setErrorHandler((error: FastifyError, request, reply) => {
    request.log.error({ error: error.message }, 'staff sign-in failed');
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    return sendProblem(reply, status, 'Sign-in did not work', [
      'Something went wrong while signing you in. Please try again.',
    ]);
  });

  app.get('/staff/sign-in', async (request, reply) => {
    const query = request.query as Query;
    const state = readSession(request, settings, context.signedOut, context.now());
    const returnTo = safeReturnPath(query.return);
    if (state.user) return reply.redirect(returnTo, 303);
    return sendSignInPage(reply, 200, settings.providerName, returnTo);
  });

  const publicHost = new URL(settings.publicUrl).host;
  app.get('/staff/sign-in/start', { preHandler: limited }, async (request, reply) => {
    const query = request.query as Query;
    const asked = query.return;
    const returnTo = safeReturnPath(asked);
    if (asked !== undefined && asked !== returnTo) {
      // Not fatal: the person still signs in, and lands on the console's front page.
      countStrangerRefusal(
        context,
        request,
        'return address',
        'sign-in return address',
        `A sign-in asked to return to an address outside the console (${JSON.stringify(asked.slice(0, 200))}); it returns to ${DEFAULT_RETURN_PATH} instead.`,
      );
    }
    // The provider sends people back to STAFF_PUBLIC_URL: a sign-in started under another
    // name of this server (127.0.0.1 for localhost) would not find its cookie there. Once
    // only, so a proxy that rewrites Host cannot make it loop.
    if (request.host !== publicHost && query.moved === undefined) {
      const there = new URL('/staff/sign-in/start', settings.publicUrl);
      there.searchParams.set('return', returnTo);
      there.searchParams.set('moved', '1');
      return reply.redirect(there.href, 303);
    }
    let started;
    try {
      started = await oidc.start(returnTo, context.now());
    } catch (error) {
      request.log.error({ error: (error as Error).message }, 'staff sign-in: provider unreachable');
      return sendProblem(reply, 503, `${settings.providerName} could not be reached`, [
        `The console could not reach ${settings.providerName} to sign you in. Try again in a minute; if it keeps happening, tell the person who runs the website.`,
      ]);
    }
    request.staffSession.set('pending', started.pending);
    return reply.header('cache-control', 'private, no-store').redirect(started.url, 303);
  });

  app.get(CALLBACK_PATH, { preHandler: limited }, async (request, reply) => {
    const query = request.query as Query;
    const pending = request.staffSession.get('pending');
    const now = context.now();
    for (const [state, until] of usedStates) if (until <= now) usedStates.delete(state);
    const refuse = async (detail: string, status: number, heading: string, text: string[]) => {
      // Nothing of a refused sign-in stays in the browser (a session already there stays).
      if (!request.staffSession.get('signedIn')) request.staffSession.delete();
      countStrangerRefusal(context, request, 'sign-in', 'sign-in', detail);
      return sendProblem(reply, status, heading, text);
    };
    if (!pending || query.state !== pending.state || usedStates.has(pending.state)) {
      return refuse(
        'The answer from the sign-in provider did not belong to a sign-in started in this browser, or was used already (a replayed or forged sign-in).',
        400,
        'This sign-in link has expired',
        [
          'This sign-in link was already used, or was not started from this browser. Sign in again.',
        ],
      );
    }
    usedStates.set(pending.state, pending.startedAt + SIGN_IN_WINDOW_MS);
    request.staffSession.set('pending', undefined);
    if (now - pending.startedAt > SIGN_IN_WINDOW_MS) {
      return refuse('The sign-in took more than 10 minutes.', 400, 'This sign-in took too long', [
        'The sign-in was not finished within 10 minutes. Sign in again.',
      ]);
    }
    if (query.error) {
      const said = `${query.error}${query.error_description ? ` (${query.error_description.slice(0, 200)})` : ''}`;
      return refuse(
        `${settings.providerName} did not sign the person in: ${said}.`,
        403,
        'You were not signed in',
        [`${settings.providerName} did not sign you in (it said: ${said}).`],
      );
    }
    let claims;
    let idToken;
    try {
      ({ claims, idToken } = await oidc.finish(queryString(request), pending));
    } catch (error) {
      request.log.warn({ error: (error as Error).message }, 'staff sign-in: callback refused');
      return refuse(
        `The sign-in provider's answer was refused: ${(error as Error).message}`,
        400,
        'Sign-in did not work',
        ['The answer from the sign-in service could not be accepted. Sign in again.'],
      );
    }
    const decision = decideAccess(settings, claims);
    if (!decision.allowed) {
      if (!request.staffSession.get('signedIn')) request.staffSession.delete();
      countStrangerRefusal(context, request, 'not on the list', 'sign-in', decision.reason, {
        email: decision.email,
      });
      return sendStaffPage(
        reply,
        403,
        'This account cannot use the staff console',
        messageBody(
          'This account cannot use the staff console',
          [
            decision.reason,
            'Only addresses on the staff list can sign in. If you should be on it, ask the person who runs the website to add your address.',
          ],
          { href: '/staff/sign-in', text: 'Sign in with another account' },
        ),
      );
    }
    request.staffSession.set('signedIn', {
      id: randomUUID(),
      email: decision.email,
      name: decision.name,
      signedInAt: now,
      expiresAt: now + context.lifetimeMs,
      csrfSecret: newCsrfSecret(),
      idToken: keptIdToken(idToken, await oidc.endsItsSession()),
    });
    // A sentence naming the person, as the console's list of what staff did reads it.
    const actor = signInActor(decision.name, decision.email);
    await auditLog.record({
      actor,
      action: 'sign-in',
      detail: `${actor.name} signed in as a ${decision.role}.`,
      outcome: 'done',
      ip: request.ip,
    });
    return reply.header('cache-control', 'private, no-store').redirect(pending.returnTo, 303);
  });

  app.get('/staff/account', { preHandler: guards.signedInPage }, async (request, reply) =>
    sendAccountPage(reply, request.staffUser!),
  );
}
