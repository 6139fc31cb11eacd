import { createContext } from 'react';

/**
 * What the script asks about the bill, from where it stands and our position: a vote our way
 * (in progress), the Governor's signature or veto (passed both houses), thanks if they voted
 * our way (the outcome is ours), or our position alone.
 */
export type BillAsk =
  | 'voteFor'
  | 'voteAgainst'
  | 'governorSign'
  | 'governorVeto'
  | 'thankFor'
  | 'thankAgainst'
  | 'sayFor'
  | 'sayAgainst';

/**
 * What a call is about when the page is about one thing (a bill): the call script names it
 * and makes the ask, in each language it is shown in (the page's and English).
 * Pages without a topic leave it null and the script stays general.
 */
export interface CallTopic {
  /** "HB 12, Prenatal Care Access Amendments". */
  about: string;
  /** "HB 12": the bill the ask names. */
  bill: string;
  ask: BillAsk;
}

export const CallTopicContext = createContext<CallTopic | null>(null);
