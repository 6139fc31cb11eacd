// Issue 25, "Your actions": what this visitor has done here, kept in this browser only. This
// module is in the form pages' first scripts, so it holds one function: the store itself
// (action-tally.ts) is fetched the first time something is recorded.

/** What the tally counts; a call is counted by its outcome. */
export type ActionKind =
  | 'actionEmail'
  | 'callTalked'
  | 'callVoicemail'
  | 'callNoAnswer'
  | 'sms'
  | 'newsletter'
  | 'volunteer'
  | 'pledge';

/** Counts one action. Never throws: a blocked storage must not spoil a successful form. */
export const recordAction = (kind: ActionKind): void => {
  import(/* webpackChunkName: "your-actions" */ './action-tally')
    .then(({ addToTally }) => addToTally(kind))
    .catch(() => undefined);
};
