import type { StaffRole } from './staff-user';
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
 * OpenID Connect Core 5.1: `email_verified` is true only when the provider checked the address.
 * Anything else (absent, null, 0, "False", "no") proves nothing, so the address could have been
 * typed by anyone. Some providers send the string "true"; that exact string counts too.
 */
function isVerified(claims: IdentityClaims): boolean {
  return claims.email_verified === true || claims.email_verified === 'true';
}

/**
 * Decides whether the person the provider vouched for may enter, and as what. An address the
 * provider has not marked verified is refused even when listed, unless the operator said the
 * provider's addresses are set by the organisation itself (STAFF_OIDC_EMAIL_MANAGED).
 */
export function decideAccess(
  settings: Pick<StaffAuthSettings, 'publishers' | 'viewers' | 'emailManaged'>,
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
  if (!settings.emailManaged && !isVerified(claims)) {
    return {
      allowed: false,
      email,
      reason: `The sign-in provider did not say that the address ${email} is verified, so it cannot be trusted.`,
    };
  }
  const role = roleOf(settings, email);
  if (!role) {
    return { allowed: false, email, reason: `${email} is not on the list of staff addresses.` };
  }
  const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : email;
  return { allowed: true, email, name: name.slice(0, 200), role };
}
