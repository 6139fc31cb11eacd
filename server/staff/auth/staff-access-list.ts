import type { StaffRole } from '../staff-user';
import type { StaffAuthSettings } from './staff-auth-options';

export type AccessDecision =
  | { allowed: true; email: string; name: string; role: StaffRole }
  | { allowed: false; email?: string; reason: string };

/** What the provider said about the person (the ID token's claims, or userinfo). */
export interface IdentityClaims {
  [claim: string]: unknown;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
}

/** The role configured for an address, or null when it is on neither list. */
export function roleOf(
  settings: Pick<StaffAuthSettings, 'publishers' | 'viewers'>,
  email: string,
): StaffRole | null {
  const address = email.trim().toLowerCase();
  if (settings.publishers.includes(address)) return 'publisher';
  if (settings.viewers.includes(address)) return 'viewer';
  return null;
}

/**
 * Decides whether the person the provider vouched for may enter, and as what. An address the
 * provider says is unverified is refused even when listed: anyone could type it.
 */
export function decideAccess(
  settings: Pick<StaffAuthSettings, 'publishers' | 'viewers'>,
  claims: IdentityClaims,
): AccessDecision {
  if (typeof claims.email !== 'string' || !claims.email.includes('@')) {
    return {
      allowed: false,
      reason:
        'The identity provider did not give an e-mail address (the console asks for the "email" scope).',
    };
  }
  const email = claims.email.trim().toLowerCase();
  // Providers send true, or (some) the string "true"; an absent claim is left to the provider.
  if (claims.email_verified === false || claims.email_verified === 'false') {
    return {
      allowed: false,
      email,
      reason: `The address ${email} is not verified by the provider.`,
    };
  }
  const role = roleOf(settings, email);
  if (!role) {
    return { allowed: false, email, reason: `${email} is not on the list of staff addresses.` };
  }
  const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : email;
  return { allowed: true, email, name: name.slice(0, 200), role };
}
