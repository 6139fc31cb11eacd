import React, { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { isBillState, type BillState } from '../../../contract/legislature/bill-states';
import { CallTopicContext, type BillAsk } from '../../components/legislator-contact/call-topic';
import { LazySharePanel } from '../../components/share/share-after';
import { TaggedText } from '../../components/ui/tagged-text';
import { billPath, type BillSummary } from './bill-types';
import * as styles from './legislature.module.css';

export const positionKey = (position: string): 'support' | 'oppose' =>
  position === 'oppose' ? 'oppose' : 'support';

/** Still before a chamber, so a legislator can still vote on it. */
const IN_PROGRESS: ReadonlySet<BillState> = new Set([
  'drafting',
  'introduced',
  'inCommittee',
  'passedHouse',
  'passedSenate',
]);
/** Passed both houses: the votes are cast, the Governor signs or vetoes it. */
const WITH_GOVERNOR: ReadonlySet<BillState> = new Set(['passedBoth']);
/** Law: the votes are cast and signed. */
const PASSED: ReadonlySet<BillState> = new Set(['signed']);
/** It will not go on this session. */
const ENDED: ReadonlySet<BillState> = new Set(['vetoed', 'stopped']);

/** True once no legislator vote is left on the bill this session, and no hearing either. */
export const isSettled = (state: string | null): boolean =>
  state !== null &&
  isBillState(state) &&
  (WITH_GOVERNOR.has(state) || PASSED.has(state) || ENDED.has(state));

/** The Governor's office, for a bill that waits for a signature or a veto (governor.utah.gov). */
export const GOVERNOR_OFFICE_PHONE = '801-538-1000';

/** The number as a link a phone dials (TaggedText gives it the words), kept on one line. */
const GovernorPhone = ({ children }: { children?: ReactNode }) => (
  <a href="tel:+18015381000" className={styles.phone}>
    {children}
  </a>
);

/**
 * What a call about the bill asks, so the page never asks for a vote that cannot happen or
 * that goes against us: a vote our way while the bill is in progress; the Governor's signature
 * or veto once it passed both houses; thanks to those who
 * voted our way once the outcome is ours; otherwise (or when we cannot read where it stands)
 * only our position, which is true whatever happened.
 */
export const billAsk = (state: string | null, position: string): BillAsk => {
  const ours = positionKey(position);
  const known = state !== null && isBillState(state) ? state : null;
  if (known && IN_PROGRESS.has(known)) return ours === 'support' ? 'voteFor' : 'voteAgainst';
  if (known && WITH_GOVERNOR.has(known))
    return ours === 'support' ? 'governorSign' : 'governorVeto';
  if (known && PASSED.has(known)) return ours === 'support' ? 'thankFor' : 'sayAgainst';
  if (known && ENDED.has(known)) return ours === 'support' ? 'sayFor' : 'thankAgainst';
  return ours === 'support' ? 'sayFor' : 'sayAgainst';
};

type AskedBill = Pick<BillSummary, 'label' | 'title' | 'state' | 'position'>;

/** "Call your own legislators and ask them to …": the page's words for the bill's ask. */
export const AskLead = ({ bill }: { bill: AskedBill }) => {
  const { t } = useTranslation('legislature');
  const ask = billAsk(bill.state, bill.position);
  return (
    <p>
      <TaggedText
        text={t(`act.lead.${ask}`, { bill: bill.label, phone: GOVERNOR_OFFICE_PHONE })}
        components={{ phone: <GovernorPhone /> }}
      />
    </p>
  );
};

/** Gives the call scripts inside the bill to name and the same ask as the page's lead. */
export const BillCallTopic = ({ bill, children }: { bill: AskedBill; children: ReactNode }) => {
  const topic = useMemo(
    () => ({
      about: bill.title ? `${bill.label}, ${bill.title}` : bill.label,
      bill: bill.label,
      ask: billAsk(bill.state, bill.position),
    }),
    [bill.label, bill.title, bill.state, bill.position],
  );
  return <CallTopicContext.Provider value={topic}>{children}</CallTopicContext.Provider>;
};

/**
 * "Bring a friend" under the bill's ask, there before the visitor has called: it invites them
 * to send the page on, and thanks for nothing (the call panel thanks them once they say they
 * called).
 */
export const BillShare = ({ slug }: { slug: string }) => (
  <LazySharePanel action="bill" path={billPath(slug)} />
);
