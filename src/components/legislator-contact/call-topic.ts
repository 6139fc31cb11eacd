import { createContext } from 'react';

/**
 * What a call is about when the page is about one thing (a bill): the call script names it
 * and says what to ask. Pages without a topic leave it null and the script stays general.
 */
export interface CallTopic {
  /** "HB 12, Prenatal Care Access Amendments". */
  about: string;
  /** "Please vote for it." */
  ask: string;
}

export const CallTopicContext = createContext<CallTopic | null>(null);
