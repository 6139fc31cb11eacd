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
