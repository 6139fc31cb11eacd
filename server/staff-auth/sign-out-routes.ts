// POST /staff/sign-out ends the console's session (for a copy of its cookie too), then the
// provider's own session where the provider offers that (OpenID Connect RP-Initiated Logout),
// so the next "Sign in" asks for the password again. GET /staff/signed-out is where the
// provider sends the person back, and says what is still signed in.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { csrfTokenOf, isValidCsrfToken } from './csrf-tokens';
import { SIGNED_OUT_PATH } from './oidc-client';
import { type ProviderSignOut, sendSignedOutPage } from './signed-out-page';
import { logRefusal, signInActor, type StaffAuthContext } from './staff-auth-context';
import { messageBody, sendStaffPage } from './staff-page';
import { readSession } from './staff-session';

const OUTCOMES: readonly ProviderSignOut[] = ['ended', 'not-offered', 'unreachable'];

/** The provider's sign-out address, or why there is none. */
async function providerSignOut(
  context: StaffAuthContext,
  request: FastifyRequest,
  idToken: string | undefined,
): Promise<{ url: string } | { outcome: ProviderSignOut }> {
  try {
    const url = await context.oidc.endSessionUrl(idToken);
    return url ? { url } : { outcome: 'not-offered' };
  } catch (error) {
    request.log.error({ error: (error as Error).message }, 'staff sign-out: provider unreachable');
    return { outcome: 'unreachable' };
  }
}

/** Off to the provider's sign-out, which comes back to the signed-out page. */
function sendToProvider(reply: FastifyReply, providerName: string, url: string) {
  return sendStaffPage(
    reply,
    200,
    `Signing you out of ${providerName}`,
    messageBody(
      'You are signed out of the staff console',
      [`Now signing you out of ${providerName} too.`],
      { href: url, text: `Continue to ${providerName}` },
    ),
    url,
  );
}

function sendUnsaved(reply: FastifyReply, hours: number, next: { href: string; text: string }) {
  return sendStaffPage(
    reply,
    500,
    'You are signed out, but it could not be saved',
    messageBody(
      'You are signed out, but it could not be saved',
      [
        'This browser is signed out, and the server refuses your sign-in from now on. But the server could not write the sign-out down, so it only remembers it until the server restarts.',
        `After a restart, a copy of your sign-in (for example on another computer, or taken by someone else) would work again until it ends by itself, at most ${hours} hours after you signed in.`,
        'Tell the person who runs the website that a sign-out could not be saved (the server could not write to its disk), especially if you signed out because someone else may have your sign-in.',
      ],
      next,
    ),
  );
}

export async function signOutRoutes(app: FastifyInstance, context: StaffAuthContext) {
  const { settings } = context;

  app.post('/staff/sign-out', async (request, reply) => {
    const state = readSession(request, settings, context.signedOut, context.now());
    if (!state.user) return reply.redirect(SIGNED_OUT_PATH, 303);
    if (!isValidCsrfToken(state.session.csrfSecret, csrfTokenOf(request))) {
      await logRefusal(
        context,
        request,
        'sign-out',
        'A sign-out came without a valid anti-forgery token (an old page, or a request from another site); the person stays signed in.',
        state.user,
      );
      // The page's own sign-out button carries a fresh token.
      return sendStaffPage(
        reply,
        403,
        'You are still signed in',
        messageBody(
          'You are still signed in',
          ['The page you signed out from was out of date. Press "Sign out" on this page.'],
          { href: '/staff/', text: 'Back to the console' },
        ),
      );
    }
    const saved = await context.signedOut.add(state.session.id, state.session.expiresAt);
    request.staffSession.delete();
    const actor = signInActor(state.user.name, state.user.email);
    await context.auditLog.record({
      actor,
      action: 'sign-out',
      detail: saved
        ? `${actor.name} signed out.`
        : `${actor.name} signed out, but the sign-out could not be saved: a copy of the sign-in is refused only until the server restarts.`,
      outcome: saved ? 'done' : 'failed',
      ip: request.ip,
    });
    const provider = await providerSignOut(context, request, state.session.idToken);
    if (!saved) {
      // The person must know: a sign-out meant to shut out a copied cookie holds only until a
      // restart (the next sign-out that can be saved writes this one too).
      const hours = Math.round(context.lifetimeMs / 3_600_000);
      const next =
        'url' in provider
          ? { href: provider.url, text: `Sign out of ${settings.providerName} too` }
          : { href: '/staff/sign-in', text: 'Sign in again' };
      return sendUnsaved(reply, hours, next);
    }
    if ('url' in provider) return sendToProvider(reply, settings.providerName, provider.url);
    const query = new URLSearchParams({ provider: provider.outcome });
    return reply.redirect(`${SIGNED_OUT_PATH}?${query}`, 303);
  });

  // No call to the provider here: anyone may open this page. The provider comes back with no
  // `provider` in the address: it ended its session.
  app.get(SIGNED_OUT_PATH, async (request, reply) => {
    const state = readSession(request, settings, context.signedOut, context.now());
    if (state.user) return reply.redirect('/staff/', 303);
    const said = (request.query as { provider?: string }).provider;
    const provider = OUTCOMES.find((outcome) => outcome === said) ?? 'ended';
    return sendSignedOutPage(reply, settings.providerName, provider);
  });
}
