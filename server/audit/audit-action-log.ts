import type { AuditLog } from './audit-log';
import type { StrangerSummary } from './stranger-refusals';
import type { StaffActionLog } from './action-record';
import { describeAction } from './describe-action';

const OUTCOME_WORDS = { done: '', refused: ' (refused)', failed: ' (failed)' } as const;
const HOUR_MS = 3_600_000;

/** A refusal's detail starts with the request it refused ("GET /staff/: ..."), kept for the log. */
const REQUEST_FIRST = /^(?:GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS) (\S*): (.+)$/s;

/** What the person was trying to do, for the sentence "Ana Ruiz could not …". */
const TRIED: Record<string, string> = {
  'open the console': 'open the console',
  'change without a valid form': 'make a change from a page that was out of date',
  'change as a viewer': 'make a change, as a viewer',
};

/** The console's buttons, by the address their form posts to. */
const BUTTONS: Record<string, string> = {
  publish: 'Publish this build',
  rollback: 'Roll back to this build',
  lock: 'Stop publishing',
  unlock: 'Resume publishing',
  rebuild: 'Rebuild now',
};

/** Where it happened, in the console's own words, never a method and path alone. */
function placeWords(address: string): string {
  const button = /^\/staff\/actions\/([a-z-]+)$/.exec(address)?.[1];
  if (button) return `with the button “${BUTTONS[button] ?? button}”`;
  if (address === '/staff/' || address === '/staff') return 'on its main page';
  if (address === '/staff/api/timeline') return 'while the page updated itself';
  if (address.startsWith('/staff/preview/')) return 'in a preview';
  return `at the address ${address}`;
}

/** "Ana Ruiz could not open the console (on its main page). A session that had been signed out was used again." */
function refusalSentence(actor: string, action: string, address: string, detail: string): string {
  const who = actor.startsWith('someone') ? `S${actor.slice(1)}` : actor;
  const why = detail.charAt(0).toUpperCase() + detail.slice(1);
  return `${who} could not ${TRIED[action] ?? action} (${placeWords(address)}). ${why}`;
}

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
      (await log.read(limit)).map((entry) => {
        const refused = REQUEST_FIRST.exec(entry.detail);
        return {
          at: entry.at,
          text: refused
            ? refusalSentence(entry.actor.name, entry.action, refused[1] ?? '', refused[2] ?? '')
            : /[.!?]$/.test(entry.detail) && entry.detail.startsWith(entry.actor.name)
              ? `${entry.detail}${OUTCOME_WORDS[entry.outcome] ?? ''}`
              : `${entry.actor.name}, ${entry.action}${OUTCOME_WORDS[entry.outcome] ?? ''}: ${entry.detail}`,
        };
      }),
    refusedLastHour: async () =>
      refusedSentence(await log.strangers.summary(log.now().getTime() - HOUR_MS)),
  };
}
