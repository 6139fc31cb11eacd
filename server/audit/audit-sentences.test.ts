import type { AuditEntry } from './audit-entry';
import type { AuditLog } from './audit-log';
import { auditActionLog } from './audit-action-log';

// Issue 52, point 5: "What staff did" reads as sentences. A refusal's log line starts with the
// request it refused ("GET /staff/: ..."), which the log keeps for whoever investigates; the
// console says it in words, with no method or bare path.

const entry = (actor: string, action: string, detail: string): AuditEntry => ({
  at: '2026-12-07T03:30:00.000Z',
  actor: { via: 'staff', name: actor },
  action,
  detail,
  outcome: 'refused',
});

test('refusals in the audit list are sentences without HTTP verbs', async () => {
  const entries = [
    entry(
      'ana@prolifeutah.org',
      'open the console',
      'GET /staff/: A session that had been signed out was used again.',
    ),
    entry(
      'Ana Ruiz',
      'change without a valid form',
      'POST /staff/actions/publish: the request had no valid anti-forgery token (an old page, or a request from another site).',
    ),
    entry(
      'Ben Cole',
      'change as a viewer',
      'POST /staff/actions/rebuild: Ben Cole may look but not change anything (viewer).',
    ),
    entry(
      'someone not signed in',
      'open the console',
      'GET /staff/api/timeline: The sign-in had expired.',
    ),
  ];
  const log = { read: async () => entries } as unknown as AuditLog;
  const texts = (await auditActionLog(log).recent(10)).map((action) => action.text);
  expect(texts).toEqual([
    'ana@prolifeutah.org could not open the console (on its main page). A session that had been signed out was used again.',
    'Ana Ruiz could not make a change from a page that was out of date (with the button “Publish this build”). The request had no valid anti-forgery token (an old page, or a request from another site).',
    'Ben Cole could not make a change, as a viewer (with the button “Rebuild now”). Ben Cole may look but not change anything (viewer).',
    'Someone not signed in could not open the console (while the page updated itself). The sign-in had expired.',
  ]);
  for (const text of texts) expect(text).not.toMatch(/\b(GET|POST)\b|\/staff/);
});
