// The sign-out button on every page of the console: a POST form with the session's
// anti-forgery token, put where the page's frame left SIGN_OUT_SLOT (see ../staff-user.ts).
import type { FastifyInstance } from 'fastify';
import { renderToStaticMarkup } from 'react-dom/server';
import { SIGN_OUT_SLOT } from './staff-user';
import { csrfTokenFor } from './csrf-tokens';
import type { StaffAuthContext } from './staff-auth-context';
import { readSession } from './staff-session';

function SignOutForm({ csrfToken }: { csrfToken: string }) {
  return (
    <form className="sign-out" method="post" action="/staff/sign-out">
      <input type="hidden" name="_csrf" value={csrfToken} />
      <button type="submit">Sign out</button>
    </form>
  );
}

export function signOutForm(csrfToken: string): string {
  return renderToStaticMarkup(<SignOutForm csrfToken={csrfToken} />);
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
