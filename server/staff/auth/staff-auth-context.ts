import type { FastifyRequest } from 'fastify';
import type { AuditLog } from '../audit-log';
import type { Actor } from '../staff-user';
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
}

export function staffActor(name: string | undefined, email?: string): Actor {
  return {
    via: 'staff',
    name: name ?? email ?? 'someone not signed in',
    ...(email ? { email } : {}),
  };
}

/** Records a refusal in the audit log (never throws, never delays the answer much). */
export function logRefusal(
  context: StaffAuthContext,
  request: FastifyRequest,
  action: string,
  detail: string,
  who: { name?: string; email?: string } = {},
): Promise<void> {
  return context.auditLog.record({
    actor: staffActor(who.name, who.email),
    action,
    detail,
    outcome: 'refused',
    ip: request.ip,
  });
}
