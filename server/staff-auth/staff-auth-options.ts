import type { AuditLog } from '../audit/audit-log';

/** What the console's sign-in needs; `null` in AppOptions turns the console off. */
export interface StaffAuthSettings {
  /** The OpenID provider's issuer URL (discovery is read from it): STAFF_OIDC_ISSUER. */
  issuer: string;
  clientId: string;
  /** Confidential clients (Google, Entra ID) have one; PKCE is used either way. */
  clientSecret?: string;
  /** Encrypts and signs the session cookie (at least 32 characters): STAFF_SESSION_SECRET. */
  sessionSecret: string;
  /** Where staff reach the server, e.g. https://prolifeutah.org; the redirect URI is built on it. */
  publicUrl: string;
  /** Shown on the sign-in button: "Sign in with Google". */
  providerName: string;
  /** Lower-cased e-mail addresses allowed to publish, roll back, lock, unlock and rebuild. */
  publishers: string[];
  /** Lower-cased e-mail addresses allowed to look only. */
  viewers: string[];
  /**
   * The provider's e-mail claim is set by the organisation's administrators (Entra ID), so it is
   * trusted without `email_verified`: STAFF_OIDC_EMAIL_MANAGED. Otherwise it must be true.
   */
  emailManaged?: boolean;
  /** How long a sign-in lasts, whatever happens (default 8 hours). */
  sessionHours?: number;
  /** Sign-in starts and callbacks allowed per address per minute (default 20). */
  signInPerMinute?: number;
}

export interface StaffAuthOptions {
  /** null: the console is off, and its addresses say so. */
  settings: StaffAuthSettings | null;
  /** The audit log and the signed-out sessions are kept in its hooks' state directory. */
  releasesDir: string;
  /** Default: the app's (the audit plugin's `app.staffAuditLog`). */
  auditLog?: AuditLog;
  /** Tests move time forward. */
  now?: () => number;
}

export const DEFAULT_SESSION_HOURS = 8;
export const DEFAULT_SIGN_IN_PER_MINUTE = 20;
/** Everything staff-only lives below this path (the session cookie is sent for it only). */
export const STAFF_PATH = '/staff';
