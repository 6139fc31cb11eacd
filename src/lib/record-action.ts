// Issue 25, "Your actions": what this visitor has done here, kept in this browser only. This
// module is in the form pages' first scripts, so it stays tiny: the store itself
// (action-tally.ts) is fetched the first time something is recorded or shown.

/** What the tally counts; a call is counted by its outcome. */
export const ACTION_KINDS = [
  'actionEmail',
  'callTalked',
  'callVoicemail',
  'callNoAnswer',
  'sms',
  'newsletter',
  'volunteer',
  'pledge',
] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

export const TALLY_KEY = 'your-actions';
/** Sent on `window` after the tally changes in this tab (`storage` covers the other tabs). */
export const TALLY_CHANGED = 'your-actions-changed';

/** Counts one action. Never throws: a blocked storage must not spoil a successful form. */
export const recordAction = (kind: ActionKind): void => {
  import('./action-tally').then(({ addToTally }) => addToTally(kind)).catch(() => undefined);
};

/** True when this browser holds a tally (so its summary is worth loading). */
export const hasTally = (): boolean => {
  try {
    return window.localStorage.getItem(TALLY_KEY) !== null;
  } catch {
    return false;
  }
};
