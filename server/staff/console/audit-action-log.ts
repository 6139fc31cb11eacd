import type { AuditLog } from '../audit-log';
import type { StrangerSummary } from '../stranger-refusals';
import type { StaffActionLog } from '../action-record';
import { describeAction } from './describe-action';

const OUTCOME_WORDS = { done: '', refused: ' (refused)', failed: ' (failed)' } as const;
const HOUR_MS = 3_600_000;

/** "312 refused requests from 1 address in the last hour", or null for none. */
export function refusedSentence({ requests, addresses }: StrangerSummary): string | null {
  if (requests === 0) return null;
  const plural = (count: number, one: string, many: string) =>
    `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
  return `${plural(requests, 'refused request', 'refused requests')} from ${plural(addresses, 'address', 'addresses')} in the last hour, from people who were not signed in (a sign-in that had ended or could not be read, or a refused sign-in). They are counted, not listed here.`;
}

/**
 * The console's actions and the hooks' changes go to the staff audit log (who, when, what,
 * why, in a sentence); the timeline reads every entry back, sign-ins included. Strangers'
 * refusals are kept apart (../stranger-refusals.ts) and only summed up, so they never hide one.
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
    refusedLastHour: async () =>
      refusedSentence(await log.strangers.summary(log.now().getTime() - HOUR_MS)),
  };
}
