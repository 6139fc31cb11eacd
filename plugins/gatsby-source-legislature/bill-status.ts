// Where a bill stands, from its last action, as one of a few states a visitor understands;
// the pages word each state in their language (content/locales/*/legislature.json).

import type { BillState } from '../../contract/legislature/bill-states';

export type { BillState };

export interface BillStanding {
  state: BillState;
  /** The committee holding it, for `inCommittee`. */
  committee: string | null;
}

const COMMITTEE = /committee/i;

export function standingOf(
  actions: ReadonlyArray<{ description: string; owner: string | null }>,
  lastAction: string | null,
  lastOwner: string | null,
): BillStanding {
  const all = actions.map(({ description }) => description.toLowerCase());
  const last = (lastAction ?? all.at(-1) ?? '').toLowerCase();
  const owner = lastOwner ?? actions.at(-1)?.owner ?? null;
  if (/governor signed|became law/.test(last)) return { state: 'signed', committee: null };
  if (/veto/.test(last)) return { state: 'vetoed', committee: null };
  if (/failed|filed|held|not considered|tabled/.test(last))
    return { state: 'stopped', committee: null };
  const passedHouse = all.some((a) => /^house\/ passed/.test(a));
  const passedSenate = all.some((a) => /^senate\/ passed/.test(a));
  if (
    /to standing committee|comm -|committee/.test(last) &&
    owner &&
    COMMITTEE.test(owner) &&
    !/rules/i.test(owner)
  )
    return { state: 'inCommittee', committee: owner };
  if (passedHouse && passedSenate) return { state: 'passedBoth', committee: null };
  if (passedHouse) return { state: 'passedHouse', committee: null };
  if (passedSenate) return { state: 'passedSenate', committee: null };
  if (all.some((a) => /1st reading|introduced/.test(a)))
    return { state: 'introduced', committee: null };
  return { state: 'drafting', committee: null };
}
