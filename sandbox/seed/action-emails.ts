import { placeDates } from '../dates';

export interface ActionEmailRecord {
  id: string;
  active: boolean;
  title: string;
  /** Calendar day ("MM-DD") of the current year it was last updated. */
  updated: string;
  html: string;
}

const HB_123_EMAIL = [
  '<p>I am writing as your constituent to ask you to <strong>vote yes on HB 123, the Protecting Mothers and Babies Act</strong>.</p>',
  '<p>HB 123 gives Utah mothers practical help when they need it most:</p>',
  '<ul><li>twelve months of postpartum health coverage for low-income mothers;</li><li>grants for pregnancy resource centres in rural counties;</li><li>a state-funded diaper bank programme.</li></ul>',
  '<p>These are modest, family-friendly measures that make it easier for a woman to choose life and to raise her child with dignity.</p>',
  '<p>Please support HB 123 in committee and on the floor. Thank you for your service to our state.</p>',
].join('\n');

export const ACTION_EMAILS: ActionEmailRecord[] = [
  {
    id: '101',
    active: true,
    title: 'Support HB 123, the Protecting Mothers and Babies Act',
    updated: '01-22',
    html: HB_123_EMAIL,
  },
  {
    id: '100',
    active: false,
    title: 'Oppose the cuts to pregnancy resource centre funding',
    updated: '01-10',
    html: '<p>This campaign has ended.</p>',
  },
];

export function findActionEmail(id: string): ActionEmailRecord | undefined {
  return ACTION_EMAILS.find((email) => email.id === id);
}

export function actionEmailUpdatedAt(email: ActionEmailRecord, now: Date): string {
  const [time] = placeDates(now.getUTCFullYear(), [email.updated], now, 15);
  return new Date(time ?? now.getTime()).toISOString();
}
