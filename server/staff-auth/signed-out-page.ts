// What a person reads once signed out: whether the provider signed them out too, and what to
// do on a shared computer when it could not (Google offers websites no way to).
import type { FastifyReply } from 'fastify';
import { messageBody, sendStaffPage } from './staff-page';

/** What happened at the provider: it ended its session, it offers no sign-out, or was down. */
export type ProviderSignOut = 'ended' | 'not-offered' | 'unreachable';

/** How to sign out at a provider people know by name; others get the general sentence. */
const HOW_TO_SIGN_OUT: Record<string, string> = {
  Google:
    'On a shared computer, sign out of your Google account too: on google.com, select your picture or initial at the top right, then "Sign out".',
};

function sentences(providerName: string, provider: ProviderSignOut): string[] {
  if (provider === 'ended') {
    return [
      `You are signed out of the staff console and of ${providerName} in this browser. To use the console again, sign in with your password.`,
    ];
  }
  const why =
    provider === 'not-offered'
      ? `${providerName} does not let websites sign you out of it`
      : `the console could not reach ${providerName} to sign you out there`;
  return [
    `You are signed out of the staff console. This browser may still be signed in to your ${providerName} account, because ${why}: whoever uses this browser next could open the console without your password.`,
    HOW_TO_SIGN_OUT[providerName] ??
      `On a shared computer, sign out of ${providerName} too, on its own website.`,
  ];
}

export function sendSignedOutPage(
  reply: FastifyReply,
  providerName: string,
  provider: ProviderSignOut,
): FastifyReply {
  return sendStaffPage(
    reply,
    200,
    'You are signed out',
    messageBody('You are signed out', sentences(providerName, provider), {
      href: '/staff/sign-in',
      text: 'Sign in again',
    }),
  );
}
