// The pre-handlers the console puts on its routes (see ../staff-user.ts). Each refusal is an
// answer of its own (sign-in page, 401, 403). A signed-in person's refusal is a line in the
// audit log; a session that is unreadable, expired, signed out or off the list is counted per
// address and minute (../stranger-refusals.ts), and past the sign-in's limit answered "too many
// requests"; a plain visit without any session is only someone arriving at the sign-in page.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffGuards, StaffPreHandler, StaffUser } from './staff-user';
import { csrfTokenFor, csrfTokenOf, isValidCsrfToken } from './csrf-tokens';
import { safeReturnPath } from './return-path';
import { sendSignInPage } from './sign-in-page';
import { countStrangerRefusal, logRefusal, type StaffAuthContext } from './staff-auth-context';
import { messageBody, privateAnswer, sendStaffPage } from './staff-page';
import { readSession, type SessionProblem, type SignedInSession } from './staff-session';

/** What a person is told, and what the audit log records, for each way a session is refused. */
const PROBLEMS: Record<Exclude<SessionProblem, 'none'>, { notice: string; detail: string }> = {
  unreadable: {
    notice: 'Your sign-in could not be read, so you were signed out. Please sign in again.',
    detail:
      'The session cookie could not be read: it was altered, made with another key, or too old.',
  },
  expired: {
    notice: 'Your sign-in has ended (they last a working day). Please sign in again.',
    detail: 'The sign-in had expired.',
  },
  'signed-out': {
    notice: 'You signed out. Please sign in again.',
    detail: 'A session that had been signed out was used again.',
  },
  'not-listed': {
    notice: 'Your address is no longer on the staff list, so you were signed out.',
    detail: 'The address is no longer on the list of staff addresses.',
  },
};

/** JSON for API calls and fetch(); a page for a browser's own navigation or form post. */
function wantsPage(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

async function sendJson(reply: FastifyReply, status: number, error: string): Promise<void> {
  await privateAnswer(reply).code(status).send({ error });
}

async function sendTooMany(reply: FastifyReply, asPage: boolean, retryAfterSeconds: number) {
  reply.header('retry-after', String(retryAfterSeconds));
  const message =
    'There were too many requests with a sign-in that had ended or could not be read from your network in the last minute. Wait a minute, then sign in again.';
  if (!asPage) return sendJson(reply, 429, message);
  return sendStaffPage(
    reply,
    429,
    'Too many requests',
    messageBody('Too many requests', [message], { href: '/staff/sign-in', text: 'Sign in' }),
  );
}

type Resolved = { user: StaffUser; session: SignedInSession } | null;

export function createStaffGuards(context: StaffAuthContext): StaffGuards {
  /** Fills request.staffUser, or refuses (and returns null) after logging why. */
  async function resolve(request: FastifyRequest, reply: FastifyReply, asPage: boolean) {
    const state = readSession(request, context.settings, context.signedOut, context.now());
    if (state.user) {
      request.staffUser = state.user;
      return { user: state.user, session: state.session } as Resolved;
    }
    request.staffUser = null;
    const problem = state.problem === 'none' ? null : PROBLEMS[state.problem];
    if (problem) {
      // The cookie is worth nothing now: ask the browser to drop it.
      request.staffSession.delete();
      const counted = countStrangerRefusal(
        context,
        request,
        state.problem,
        'open the console',
        problem.detail,
        { email: state.email, withPath: true },
      );
      if (counted.tooMany) {
        await sendTooMany(reply, asPage, counted.retryAfterSeconds);
        return null;
      }
    }
    if (asPage) {
      const returnTo = request.method === 'GET' ? safeReturnPath(request.url) : '/staff/';
      await sendSignInPage(reply, 401, context.settings.providerName, returnTo, problem?.notice);
    } else {
      await sendJson(reply, 401, problem?.notice ?? 'Sign in to the staff console first.');
    }
    return null;
  }

  const signedInPage: StaffPreHandler = async (request, reply) => {
    await resolve(request, reply, true);
  };

  const signedInApi: StaffPreHandler = async (request, reply) => {
    await resolve(request, reply, false);
  };

  const publisherAction: StaffPreHandler = async (request, reply) => {
    const asPage = wantsPage(request);
    const resolved = await resolve(request, reply, asPage);
    if (!resolved) return;
    const { user, session } = resolved;
    const where = `${request.method} ${request.url.split('?')[0]}`;
    if (!isValidCsrfToken(session.csrfSecret, csrfTokenOf(request))) {
      await logRefusal(
        context,
        request,
        'change without a valid form',
        `${where}: the request had no valid anti-forgery token (an old page, or a request from another site).`,
        user,
      );
      const message =
        'This page was out of date, so nothing was changed. Go back, reload the page and try again.';
      if (asPage) {
        await sendStaffPage(
          reply,
          403,
          'Nothing was changed',
          messageBody('Nothing was changed', [message], {
            href: '/staff/',
            text: 'Back to the console',
          }),
        );
      } else {
        await sendJson(reply, 403, message);
      }
      return;
    }
    if (user.role !== 'publisher') {
      await logRefusal(
        context,
        request,
        'change as a viewer',
        `${where}: ${user.name} may look but not change anything (viewer).`,
        user,
      );
      const message =
        'Your account may look at the console but not change anything. Ask a publisher to do it.';
      if (asPage) {
        await sendStaffPage(
          reply,
          403,
          'Not allowed',
          messageBody('Not allowed', [message], { href: '/staff/', text: 'Back to the console' }),
        );
      } else {
        await sendJson(reply, 403, message);
      }
    }
  };

  const csrfToken = (request: FastifyRequest) => {
    const state = readSession(request, context.settings, context.signedOut, context.now());
    if (!state.user) throw new Error('csrfToken needs a signed-in request (use a guard first)');
    return csrfTokenFor(state.session.csrfSecret);
  };

  return { signedInPage, signedInApi, publisherAction, csrfToken };
}

/** Guards of a server whose console is off: every staff address says so. */
export function consoleOffGuards(): StaffGuards {
  const off = 'The staff console is not set up on this server.';
  const page: StaffPreHandler = async (request, reply) => {
    request.staffUser = null;
    await sendStaffPage(
      reply,
      503,
      'Staff console is off',
      messageBody('The staff console is off', [
        `${off} The person who runs the website can turn it on by connecting it to the organisation's sign-in (see "Staff console" in server/DEPLOYING.md).`,
      ]),
    );
  };
  const api: StaffPreHandler = async (request, reply) => {
    request.staffUser = null;
    await sendJson(reply, 503, off);
  };
  return {
    signedInPage: page,
    signedInApi: api,
    publisherAction: async (request, reply) =>
      wantsPage(request) ? page(request, reply) : api(request, reply),
    csrfToken: () => {
      throw new Error(off);
    },
  };
}
