import type { FastifyReply } from 'fastify';
import type { StaffUser } from './staff-user';
import { escapeHtml, sendStaffPage } from './staff-page';

const ROLE_TEXT = {
  publisher: 'You may publish builds, roll back, stop and resume publishing, and rebuild.',
  viewer: 'You may see everything in the console but not change anything.',
};

/** Who is signed in and what they may do; its sign-out button is the frame's, as on every page. */
export function sendAccountPage(reply: FastifyReply, user: StaffUser) {
  const body = `<h1>Signed in as ${escapeHtml(user.name)}</h1>
<p>${escapeHtml(user.email)}, ${user.role === 'publisher' ? 'publisher' : 'viewer'}. ${ROLE_TEXT[user.role]}</p>
<p><a href="/staff/">Go to the staff console</a></p>`;
  return sendStaffPage(reply, 200, `Signed in as ${user.name}`, body);
}
