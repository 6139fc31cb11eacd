import * as v from 'valibot';
import { BillAction, BillVersion, UtahBill } from '../../contract/legislature/bill';
import type { SheetProblem } from './sheet-problem';

export interface FollowedBill {
  /** "2026GS-HB0012": the key of its "why" line in content/locales/<language>/legislature.json. */
  id: string;
  session: string;
  bill: string;
  position: 'support' | 'oppose';
  /** The action e-mail's id, when one asks legislators about this bill. */
  actionEmail?: string | null;
}

export interface Sponsor {
  name: string;
  chamber: 'house' | 'senate' | null;
  role: 'prime' | 'floor';
}

export interface BillAction_ {
  date: string;
  description: string;
  owner: string | null;
}

export interface ReadBill {
  title: string;
  summary: string | null;
  sponsors: Sponsor[];
  actions: BillAction_[];
  textUrl: string | null;
  lastAction: string | null;
  lastActionOwner: string | null;
}

const chamberOf = (house: string | null | undefined): Sponsor['chamber'] =>
  house === 'H' ? 'house' : house === 'S' ? 'senate' : null;

/** "Rep. Bonneville, D." -> "D. Bonneville"; other spellings kept as they come. */
const sponsorName = (raw: string) => {
  const name = raw.replace(/^(Rep|Sen)\.\s+/, '').trim();
  const match = /^([^,]+),\s*(.+)$/.exec(name);
  return match ? `${match[2]} ${match[1]}` : name;
};

/** "2026-01-20 09:00:00.000" or "01/20/2026" -> "2026-01-20"; null when neither. */
export const readActionDate = (text: string): string | null => {
  const iso = /^(\d{4})-(\d\d)-(\d\d)/.exec(text.trim());
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(text.trim());
  if (us) return `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}`;
  return null;
};

/**
 * One bill's JSON checked against contract/legislature: a bill without its number or title is
 * refused (thrown, with the reason); an action or a version that does not fit is left out and
 * named.
 */
export function readBill(
  json: unknown,
  followed: FollowedBill,
  origin: string,
  problems: SheetProblem[],
): ReadBill {
  const checked = v.safeParse(UtahBill, json);
  if (!checked.success) {
    const issue = checked.issues[0];
    throw new Error(`its data does not fit (${v.getDotPath(issue) ?? 'body'}: ${issue.message})`);
  }
  const bill = checked.output;
  if (bill.billNumber !== followed.bill)
    throw new Error(`the legislature sent ${bill.billNumber} instead`);
  const source = `bill ${followed.bill} (${followed.session})`;
  const leaveOut = (what: string) =>
    problems.push({
      source,
      outcome: 'left out',
      message: `Bill ${followed.bill}: ${what}, left out`,
    });

  const actions: BillAction_[] = [];
  bill.actionHistoryList.forEach((raw, index) => {
    const action = v.safeParse(BillAction, raw);
    const date = action.success ? readActionDate(action.output.actionDate) : null;
    if (!action.success || !date)
      return leaveOut(`action ${index + 1} of its history does not fit`);
    actions.push({
      date,
      description: action.output.description,
      owner: action.output.owner ?? null,
    });
  });
  actions.sort((a, b) => a.date.localeCompare(b.date));

  let textUrl: string | null = null;
  for (const raw of bill.billVersionList) {
    const version = v.safeParse(BillVersion, raw);
    if (!version.success) {
      leaveOut('a version of its text does not fit');
      continue;
    }
    const doc = version.output.billDocs[0];
    if (doc && (version.output.activeVersion || !textUrl)) {
      const url = new URL(doc.url, origin);
      if (url.protocol === 'https:' || url.protocol === 'http:') textUrl = url.href;
    }
  }

  const sponsors: Sponsor[] = [];
  if (bill.primeSponsorName)
    sponsors.push({
      name: sponsorName(bill.primeSponsorName),
      chamber: chamberOf(bill.primeSponsorHouse),
      role: 'prime',
    });
  if (bill.floorSponsorName)
    sponsors.push({
      name: sponsorName(bill.floorSponsorName),
      chamber: chamberOf(bill.floorSponsorHouse),
      role: 'floor',
    });

  return {
    title: bill.shortTitle,
    summary: bill.generalProvisions ?? null,
    sponsors,
    actions,
    textUrl,
    lastAction: bill.lastAction ?? actions.at(-1)?.description ?? null,
    lastActionOwner: bill.lastActionOwner ?? actions.at(-1)?.owner ?? null,
  };
}
