import type { AuditLog } from '../audit-log';
import type { StaffActionLog } from '../action-record';
import { describeAction } from './describe-action';

const OUTCOME_WORDS = { done: '', refused: ' (refused)', failed: ' (failed)' } as const;

/**
 * The console's actions and the hooks' changes go to the staff audit log (who, when, what,
 * why, in a sentence); the timeline reads every entry back, sign-ins included.
 */
export function auditActionLog(log: AuditLog): StaffActionLog {
  return {
    record: (entry) =>
      log.record({
        actor: entry.actor,
        action: entry.action,
        detail: describeAction(entry),
        outcome: 'done',
      }),
    recent: async (limit) =>
      (await log.read(limit)).map((entry) => ({
        at: entry.at,
        text:
          /[.!?]$/.test(entry.detail) && entry.detail.startsWith(entry.actor.name)
            ? `${entry.detail}${OUTCOME_WORDS[entry.outcome] ?? ''}`
            : `${entry.actor.name}, ${entry.action}${OUTCOME_WORDS[entry.outcome] ?? ''}: ${entry.detail}`,
      })),
  };
}
