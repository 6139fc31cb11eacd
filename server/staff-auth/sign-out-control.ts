// The sign-out button on every page of the console: a POST form with the session's
// anti-forgery token, put where the page's frame left SIGN_OUT_SLOT (see ../staff-user.ts).
import type { FastifyInstance } from 'fastify';
import { SIGN_OUT_SLOT } from './staff-user';
import { csrfTokenFor } from './csrf-tokens';
import type { StaffAuthContext } from './staff-auth-context';
import { escapeHtml } from './staff-page';
import { readSession } from './staff-session';

export function signOutForm(csrfToken: string): string {
  return `<form class="sign-out" method="post" action="/staff/sign-out"><input type="hidden" name="_csrf" value="${escapeHtml(csrfToken)}"><button type="submit">Sign out</button></form>`;
}

/** Fills the slot of every staff page for the person it is sent to; `null`: the console is off. */
export function registerSignOutControl(
  app: FastifyInstance,
  context: StaffAuthContext | null,
): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (typeof payload !== 'string' || !payload.includes(SIGN_OUT_SLOT)) return payload;
    // Read after the route: a sign-out that just happened leaves no one signed in.
    const state =
      context && readSession(request, context.settings, context.signedOut, context.now());
    const form = state?.user ? signOutForm(csrfTokenFor(state.session.csrfSecret)) : '';
    return payload.replace(SIGN_OUT_SLOT, form);
  });
}
