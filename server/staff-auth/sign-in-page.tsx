import type { FastifyReply } from 'fastify';
import { sendStaffPage } from './staff-page';
import { DEFAULT_RETURN_PATH } from './return-path';

interface SignInProps {
  providerName: string;
  /** Where the button goes: the start of a sign-in at the provider. */
  start: string;
  notice?: string;
}

function SignIn({ providerName, start, notice }: SignInProps) {
  return (
    <>
      <h1>Staff console</h1>
      {notice && (
        <p className="staff-auth__notice" role="status">
          {notice}
        </p>
      )}
      <p>
        This is where the site&apos;s staff see what is live, preview new builds and publish them.
        Sign in with your work account to continue.
      </p>
      <p>
        <a className="staff-auth__button" href={start}>
          Sign in with {providerName}
        </a>
      </p>
      <p>
        Only people on the staff list can sign in. If you should be on it, ask the person who runs
        the website.
      </p>
    </>
  );
}

/**
 * The sign-in page: one sentence, one button, an optional notice (why you are here again). The
 * button is a link: it navigates, and the site's CSP (form-action 'self') would stop a form
 * from following the redirect to the provider.
 */
export function sendSignInPage(
  reply: FastifyReply,
  status: number,
  providerName: string,
  returnTo: string,
  notice?: string,
): FastifyReply {
  const start =
    returnTo === DEFAULT_RETURN_PATH
      ? '/staff/sign-in/start'
      : `/staff/sign-in/start?return=${encodeURIComponent(returnTo)}`;
  return sendStaffPage(
    reply,
    status,
    'Sign in',
    <SignIn providerName={providerName} start={start} notice={notice} />,
  );
}
