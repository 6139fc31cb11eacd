// The API's formatName carries the title ("Rep. Delia Bonneville"); the call script and the
// vCard put the title where their language wants it, so they need the name alone.
const TITLE = /^(?:Rep\.?|Representative|Sen\.?|Senator)\s+/i;

export const personalName = (formatName: string): string =>
  formatName.trim().replace(TITLE, '').trim() || formatName.trim();

export type Chamber = 'house' | 'senate';

/** The language a Utah legislator's office works in: the call script is offered in it too. */
export const LEGISLATURE_LANGUAGE = 'en';
