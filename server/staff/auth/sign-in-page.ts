import type { FastifyReply } from 'fastify';
import { escapeHtml, sendStaffPage } from './staff-page';
import { DEFAULT_RETURN_PATH } from './return-path';

/** The sign-in page: one sentence, one button, an optional notice (why you are here again). */
export function sendSignInPage(
  reply: FastifyReply,
  status: number,
  providerName: string,
  returnTo: string,
  notice?: string,
): FastifyReply {
  const hidden =
    returnTo === DEFAULT_RETURN_PATH
      ? ''
      : `\n<input type="hidden" name="return" value="${escapeHtml(returnTo)}">`;
  const noticeHtml = notice
    ? `\n<p class="staff-auth__notice" role="status">${escapeHtml(notice)}</p>`
    : '';
  const body = `<h1>Staff console</h1>${noticeHtml}
<p>This is where the site's staff see what is live, preview new builds and publish them. Sign in with your work account to continue.</p>
<form method="get" action="/staff/sign-in/start">${hidden}
<button class="staff-auth__button" type="submit">Sign in with ${escapeHtml(providerName)}</button>
</form>
<p>Only people on the staff list can sign in. If you should be on it, ask the person who runs the website.</p>`;
  return sendStaffPage(reply, status, 'Sign in', body);
}
