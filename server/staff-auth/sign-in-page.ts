import type { FastifyReply } from 'fastify';
import { escapeHtml, sendStaffPage } from './staff-page';
import { DEFAULT_RETURN_PATH } from './return-path';

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
  const noticeHtml = notice
    ? `\n<p class="staff-auth__notice" role="status">${escapeHtml(notice)}</p>`
    : '';
  const body = `<h1>Staff console</h1>${noticeHtml}
<p>This is where the site's staff see what is live, preview new builds and publish them. Sign in with your work account to continue.</p>
<p><a class="staff-auth__button" href="${escapeHtml(start)}">Sign in with ${escapeHtml(providerName)}</a></p>
<p>Only people on the staff list can sign in. If you should be on it, ask the person who runs the website.</p>`;
  return sendStaffPage(reply, status, 'Sign in', body);
}
