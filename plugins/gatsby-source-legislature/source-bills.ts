import type { SourceNodesArgs } from 'gatsby';
import { standingOf } from './bill-status';
import { fetchJson, lastGoodJson } from './fetch-json';
import { nextHearing, readCalendar, type Meeting } from './read-calendar';
import { readBill, type FollowedBill, type ReadBill } from './read-bill';
import type { SheetProblem } from './sheet-problem';

export interface BillsOutcome {
  problems: SheetProblem[];
  fallbacks: Array<{ what: string; reason: string }>;
  bills: number;
  requests: number;
}

type Args = Pick<SourceNodesArgs, 'actions' | 'cache' | 'createNodeId' | 'createContentDigest'>;

interface Options {
  legislatureUrl: string;
  followedBills: FollowedBill[];
  timeoutMs: number;
  now?: Date;
}

const label = (key: string) => key.replace(/^([A-Z]+)0*(\d+)$/, '$1 $2');

/**
 * The bills staff follow (content/data/followed-bills.json), each read from the legislature's
 * bill data, with the next hearing of the committee holding it from the meeting calendar. A
 * bill whose data cannot be had is still listed (number and our position) with the last good
 * copy or none, and named; a calendar that does not answer leaves the hearings out, and says so.
 */
export async function sourceBills(
  args: Args,
  options: Options,
  fetchImpl?: typeof fetch,
): Promise<BillsOutcome> {
  const origin = options.legislatureUrl.replace(/\/+$/, '');
  const now = options.now ?? new Date();
  const problems: SheetProblem[] = [];
  const fallbacks: BillsOutcome['fallbacks'] = [];
  let requests = 0;
  const get = async (url: string, what: string) => {
    requests += 1;
    try {
      return await fetchJson(url, args.cache, options.timeoutMs, fetchImpl);
    } catch (error) {
      const copy = await lastGoodJson(url, args.cache);
      fallbacks.push({
        what,
        reason: copy
          ? `the legislature's data ${(error as Error).message}; the copy read on ${copy.fetchedAt.slice(0, 10)} is shown`
          : `the legislature's data ${(error as Error).message}; shown without it`,
      });
      return copy;
    }
  };

  // This month's calendar and the next (a hearing a few days ahead may be in the next month).
  const meetings: Meeting[] = [];
  for (const offset of [0, 1]) {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
    const url = `${origin}/CalServ/CalServ?month=${month.getUTCMonth()}&year=${month.getUTCFullYear()}`;
    const fetched = await get(url, `Meeting calendar ${month.toISOString().slice(0, 7)}`);
    if (!fetched) continue;
    try {
      meetings.push(...readCalendar(fetched.body, origin));
    } catch (error) {
      fallbacks.push({
        what: 'Meeting calendar',
        reason: `${(error as Error).message}; hearings left out`,
      });
    }
  }

  const seen = new Set<string>();
  let order = 0;
  for (const followed of options.followedBills) {
    if (seen.has(followed.id)) continue;
    seen.add(followed.id);
    const fetched = await get(
      `${origin}/data/${followed.session}/${followed.bill}.json`,
      `Bill ${label(followed.bill)} (${followed.session})`,
    );
    let bill: ReadBill | null = null;
    if (fetched) {
      try {
        bill = readBill(fetched.body, followed, origin, problems);
      } catch (error) {
        problems.push({
          source: `bill ${followed.bill}`,
          outcome: 'repaired',
          message: `Bill ${label(followed.bill)} (${followed.session}): ${(error as Error).message}; listed without its status`,
        });
      }
    }
    const standing = bill ? standingOf(bill.actions, bill.lastAction, bill.lastActionOwner) : null;
    const hearing = standing ? nextHearing(meetings, standing.committee, now) : null;
    const fields = {
      billId: followed.id,
      session: followed.session,
      key: followed.bill,
      label: label(followed.bill),
      slug: `${followed.session.toLowerCase()}-${followed.bill.toLowerCase()}`,
      position: followed.position,
      actionEmail: followed.actionEmail ?? null,
      order: order++,
      title: bill?.title ?? null,
      summary: bill?.summary ?? null,
      sponsors: bill?.sponsors ?? [],
      actions: bill?.actions ?? [],
      textUrl: bill?.textUrl ?? null,
      state: standing?.state ?? null,
      committee: standing?.committee ?? null,
      lastActionDate: bill?.actions.at(-1)?.date ?? null,
      nextHearing: hearing,
    };
    args.actions.createNode({
      ...fields,
      id: args.createNodeId(`LegislatureBill:${followed.id}`),
      internal: { type: 'LegislatureBill', contentDigest: args.createContentDigest(fields) },
    });
  }
  return { problems, fallbacks, bills: seen.size, requests };
}
