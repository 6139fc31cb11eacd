import type { FastifyReply } from 'fastify';
import type { StaffUser } from '../staff-user';
import { escapeHtml, sendStaffPage } from './staff-page';

const ROLE_TEXT = {
  publisher: 'You may publish builds, roll back, stop and resume publishing, and rebuild.',
  viewer: 'You may see everything in the console but not change anything.',
};

/** Who is signed in, what they may do, and the sign-out button (a form: POST with its token). */
export function sendAccountPage(reply: FastifyReply, user: StaffUser, csrfToken: string) {
  const body = `<h1>Signed in as ${escapeHtml(user.name)}</h1>
<p>${escapeHtml(user.email)}, ${user.role === 'publisher' ? 'publisher' : 'viewer'}. ${ROLE_TEXT[user.role]}</p>
<p><a href="/staff/">Go to the staff console</a></p>
<form method="post" action="/staff/sign-out">
<input type="hidden" name="_csrf" value="${escapeHtml(csrfToken)}">
<button class="staff-auth__button staff-auth__button--quiet" type="submit">Sign out</button>
</form>`;
  return sendStaffPage(reply, 200, `Signed in as ${user.name}`, body);
}
