/** What the "Your actions" tally counts; a call is counted by its outcome. */
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

/** Where the "Your actions" tally lives in localStorage. */
export const TALLY_KEY = 'your-actions';
/** Sent on `window` after the tally changes in this tab (`storage` covers the other tabs). */
export const TALLY_CHANGED = 'your-actions-changed';

/** True when this browser holds a tally (so its summary is worth loading). */
export const hasTally = (): boolean => {
  try {
    return window.localStorage.getItem(TALLY_KEY) !== null;
  } catch {
    return false;
  }
};
