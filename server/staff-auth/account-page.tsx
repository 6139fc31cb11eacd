import type { FastifyReply } from 'fastify';
import type { StaffUser } from './staff-user';
import { sendStaffPage } from './staff-page';

const ROLE_TEXT = {
  publisher: 'You may publish builds, roll back, stop and resume publishing, and rebuild.',
  viewer: 'You may see everything in the console but not change anything.',
};

function Account({ user }: { user: StaffUser }) {
  return (
    <>
      <h1>Signed in as {user.name}</h1>
      <p>
        {user.email}, {user.role === 'publisher' ? 'publisher' : 'viewer'}. {ROLE_TEXT[user.role]}
      </p>
      <p>
        <a href="/staff/">Go to the staff console</a>
      </p>
    </>
  );
}

/** Who is signed in and what they may do; its sign-out button is the frame's, as on every page. */
export function sendAccountPage(reply: FastifyReply, user: StaffUser) {
  return sendStaffPage(reply, 200, `Signed in as ${user.name}`, <Account user={user} />);
}
