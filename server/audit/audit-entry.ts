// One line of the staff audit log (./audit-log.ts), on its own so that the log and the
// strangers' counts (./stranger-refusals.ts), which write the same lines, need not import each other.
import type { Actor } from './actor';

/** "done": it happened; "refused": the server said no (and why); "failed": it went wrong. */
export type AuditOutcome = 'done' | 'refused' | 'failed';

export interface AuditEntry {
  /** ISO 8601 time in UTC; the console shows it in Utah time. */
  at: string;
  actor: Actor;
  /** What was asked, in a few words: "sign-in", "sign-out", "publish", "lock"... */
  action: string;
  /** A plain sentence a staff member can read ("Not on the list of staff addresses."). */
  detail: string;
  outcome: AuditOutcome;
  /** The caller's address as the server saw it (behind TRUST_PROXY's hops). */
  ip?: string;
  /** Strangers' refusals only: how many refused requests this entry stands for. */
  count?: number;
}

export type NewAuditEntry = Omit<AuditEntry, 'at'> & { at?: string };
