import { createContext } from 'react';

/**
 * What a call is about when the page is about one thing (a bill): the call script names it
 * and asks for our position on it, in each language it is shown in (the page's and English).
 * Pages without a topic leave it null and the script stays general.
 */
export interface CallTopic {
  /** "HB 12, Prenatal Care Access Amendments". */
  about: string;
  /** "HB 12": the bill the ask names. */
  bill: string;
  position: 'support' | 'oppose';
}

export const CallTopicContext = createContext<CallTopic | null>(null);
