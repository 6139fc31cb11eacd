// The seam between the console's sign-in (server/staff-auth/) and everything a signed-in person
// does in it (server/console/: timeline, preview, actions). Sign-in fills `request.staffUser`;
// the console only reads it and guards its routes with the pre-handlers below.
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A publisher may publish, roll back, lock, unlock and rebuild; a viewer sees everything. */
export type StaffRole = 'publisher' | 'viewer';

export interface StaffUser {
  /** The address the identity provider vouched for, lower-cased; the allow-list's key. */
  email: string;
  /** The person's name as the provider gives it (falls back to the address). */
  name: string;
  role: StaffRole;
}

/**
 * Where a page's frame shows the sign-out button. The auth plugin fills it for a signed-in
 * person (a form with their session's anti-forgery token) and empties it otherwise, so a page
 * is drawn without knowing who asked for it. A comment: no text a page escapes can forge it.
 */
export const SIGN_OUT_SLOT = '<!--staff-sign-out-->';

export type StaffPreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** What the auth plugin hands the console: guards for pages, API calls and changes. */
export interface StaffGuards {
  /** Pages: a visitor without a session gets the sign-in page (and nothing else). */
  signedInPage: StaffPreHandler;
  /** JSON/SSE calls: 401 without a session. */
  signedInApi: StaffPreHandler;
  /** Changes (POST): a session, the publisher role (else 403) and a valid CSRF token (else 403). */
  publisherAction: StaffPreHandler;
  /** The CSRF token to embed in forms for this session. */
  csrfToken: (request: FastifyRequest, reply: FastifyReply) => Promise<string> | string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member, or null (set by the console's auth plugin). */
    staffUser: StaffUser | null;
  }
}
