import type { FastifyRequest } from 'fastify';
import type { AuditLog } from '../audit/audit-log';
import { type Actor, staffActor } from '../audit/actor';
import type { StaffOidcClient } from './oidc-client';
import type { SignedOutSessions } from './signed-out-sessions';
import type { StaffAuthSettings } from './staff-auth-options';

/** What the guards and the sign-in routes share. */
export interface StaffAuthContext {
  settings: StaffAuthSettings;
  auditLog: AuditLog;
  signedOut: SignedOutSessions;
  oidc: StaffOidcClient;
  now: () => number;
  lifetimeMs: number;
  /** Refusals of people not signed in, per address and minute, before "too many requests". */
  refusalsPerMinute: number;
}

/** Someone at the sign-in door: named as the provider gave them, or as nobody yet. */
export const signInActor = (name: string | undefined, email?: string): Actor =>
  staffActor({ name, email }, 'someone not signed in');

/**
 * Counts the refusal of someone who is not signed in (see ../stranger-refusals.ts): true when
 * their address went past `refusalsPerMinute` this minute and should be told to wait, with
 * the seconds to wait.
 */
export function countStrangerRefusal(
  context: StaffAuthContext,
  request: FastifyRequest,
  kind: string,
  action: string,
  detail: string,
  who: { email?: string; withPath?: boolean } = {},
): { tooMany: boolean; retryAfterSeconds: number } {
  const { thisMinute, retryAfterSeconds } = context.auditLog.strangers.count({
    ip: request.ip,
    kind,
    action,
    detail,
    ...(who.withPath ? { where: `${request.method} ${request.url.split('?')[0]}` } : {}),
    actor: signInActor(undefined, who.email),
  });
  return { tooMany: thisMinute > context.refusalsPerMinute, retryAfterSeconds };
}

/** Records the refusal of a signed-in person in the audit log (never throws). */
export function logRefusal(
  context: StaffAuthContext,
  request: FastifyRequest,
  action: string,
  detail: string,
  who: { name?: string; email?: string } = {},
): Promise<void> {
  return context.auditLog.record({
    actor: signInActor(who.name, who.email),
    action,
    detail,
    outcome: 'refused',
    ip: request.ip,
  });
}
