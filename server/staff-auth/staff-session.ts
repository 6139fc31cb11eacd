// The session cookie: encrypted and signed by @fastify/secure-session (libsodium secretbox),
// HttpOnly, SameSite=Lax (the provider's redirect back is a top-level GET, which Lax allows),
// Secure when the console is served over https, sent for /staff only, with a fixed lifetime.
import fastifyCookie from '@fastify/cookie';
import fastifySecureSession from '@fastify/secure-session';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hkdfSync, randomBytes } from 'node:crypto';
import { roleOf } from './staff-access-list';
import { STAFF_PATH, type StaffAuthSettings } from './staff-auth-options';
import type { StaffUser } from './staff-user';
import type { SignedOutSessions } from './signed-out-sessions';

/** A sign-in under way: what the callback must find to accept the provider's answer. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
  startedAt: number;
}

export interface SignedInSession {
  /** Random id, so a signed-out session can be refused even if its cookie was copied. */
  id: string;
  email: string;
  name: string;
  signedInAt: number;
  expiresAt: number;
  /** The secret CSRF tokens of this session are made from. */
  csrfSecret: string;
  /** The provider's ID token, sent back when signing out there (see keptIdToken). */
  idToken?: string;
}

/**
 * Longest ID token kept in the cookie. A browser keeps a cookie of 4,096 bytes at most, and the
 * session is encrypted and then base64-encoded (a third longer): 2,400 characters of token with
 * an 80-character name and a 76-character address made a cookie of 3,978 bytes. The
 * sandbox's and Google's are near 1,000; Entra ID's grow with optional claims.
 */
export const ID_TOKEN_KEPT_MAX = 2400;

/** The ID token to keep: none for a provider that cannot end its session, or a huge one. */
export function keptIdToken(idToken: string, providerEndsSession: boolean): string | undefined {
  return providerEndsSession && idToken.length <= ID_TOKEN_KEPT_MAX ? idToken : undefined;
}

export interface StaffSessionData {
  pending: PendingSignIn;
  signedIn: SignedInSession;
}

export interface StaffSessionHandle {
  get<K extends keyof StaffSessionData>(key: K): StaffSessionData[K] | undefined;
  set<K extends keyof StaffSessionData>(key: K, value: StaffSessionData[K] | undefined): void;
  delete(): void;
}

declare module 'fastify' {
  interface FastifyRequest {
    staffSession: StaffSessionHandle;
  }
}

export const SESSION_NAME = 'staffSession';

export function sessionCookieName(settings: StaffAuthSettings): string {
  // __Secure- makes browsers refuse the cookie unless it came over https with Secure set.
  return isHttps(settings) ? '__Secure-staff-session' : 'staff-session';
}

export function isHttps(settings: StaffAuthSettings): boolean {
  return new URL(settings.publicUrl).protocol === 'https:';
}

/** A 32-byte secretbox key derived from the configured secret (fast, unlike a password hash). */
function sessionKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'staff-console', 'session cookie key', 32));
}

export async function registerSessionCookie(
  app: FastifyInstance,
  settings: StaffAuthSettings,
  lifetimeSeconds: number,
): Promise<void> {
  // Signed cookies (the console's preview pass) are signed with a key of this process, so a
  // restart ends them; registered first, secure-session uses this cookie plugin, not its own.
  await app.register(fastifyCookie, { secret: randomBytes(32) });
  await app.register(fastifySecureSession, {
    sessionName: SESSION_NAME,
    cookieName: sessionCookieName(settings),
    key: sessionKey(settings.sessionSecret),
    // The library's own limit is a backstop; `expiresAt` in the session is the real one.
    expiry: lifetimeSeconds + 60,
    cookie: {
      path: STAFF_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: isHttps(settings),
      maxAge: lifetimeSeconds,
    },
  });
}

/** Why a request has no signed-in person. */
export type SessionProblem = 'none' | 'unreadable' | 'expired' | 'signed-out' | 'not-listed';

export type SessionState =
  | { user: StaffUser; session: SignedInSession }
  | { user: null; problem: SessionProblem; email?: string };

/**
 * The signed-in person of a request, their role read from today's configuration (an address
 * taken off the list loses access at once), or why there is none.
 */
export function readSession(
  request: FastifyRequest,
  settings: StaffAuthSettings,
  signedOut: SignedOutSessions,
  now: number,
): SessionState {
  const session = request.staffSession?.get('signedIn');
  if (!session) {
    // A cookie that was sent but gave no session was altered, made with another key, or too old.
    const sent = request.cookies?.[sessionCookieName(settings)];
    const unreadable = sent !== undefined && sent !== '' && !request.staffSession?.get('pending');
    return { user: null, problem: unreadable ? 'unreadable' : 'none' };
  }
  if (session.expiresAt <= now) return { user: null, problem: 'expired', email: session.email };
  if (signedOut.has(session.id)) {
    return { user: null, problem: 'signed-out', email: session.email };
  }
  const role = roleOf(settings, session.email);
  if (!role) return { user: null, problem: 'not-listed', email: session.email };
  return { user: { email: session.email, name: session.name, role }, session };
}
