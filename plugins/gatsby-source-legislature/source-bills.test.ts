import { sandboxBills, sandboxCalendar } from '../../sandbox/seed/utah-bills';
import { sourceBills } from './source-bills';
import type { FollowedBill } from './read-bill';

const NOW = new Date('2026-02-10T17:00:00Z');
const ORIGIN = 'https://le.example';
const FOLLOWED: FollowedBill[] = [
  {
    id: '2026GS-HB0012',
    session: '2026GS',
    bill: 'HB0012',
    position: 'support',
    actionEmail: '101',
  },
  { id: '2026GS-HB0999', session: '2026GS', bill: 'HB0999', position: 'oppose' },
  { id: '2026GS-HB0088', session: '2026GS', bill: 'HB0088', position: 'support' },
];

function gatsbyArgs() {
  const store = new Map<string, unknown>();
  const nodes: Array<Record<string, unknown>> = [];
  return {
    nodes,
    args: {
      actions: { createNode: (node: Record<string, unknown>) => nodes.push(node) },
      cache: {
        get: async (key: string) => store.get(key),
        set: async (key: string, value: unknown) => store.set(key, value),
      },
      createNodeId: (id: string) => `id:${id}`,
      createContentDigest: () => 'digest',
    } as unknown as Parameters<typeof sourceBills>[0],
  };
}

/** The legislature as the sandbox plays it; `calendar: 'hang'` never answers the calendar. */
const legislature = ({ calendar = 'ok' }: { calendar?: 'ok' | 'hang' } = {}) => {
  const calls: string[] = [];
  const impl = (async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push(`${url.pathname}${url.search}`);
    if (url.pathname === '/CalServ/CalServ') {
      if (calendar === 'hang')
        return new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        );
      const body = sandboxCalendar(
        NOW,
        Number(url.searchParams.get('year')),
        Number(url.searchParams.get('month')),
      );
      return new Response(JSON.stringify(body));
    }
    const bill = sandboxBills(NOW).find(
      (b) => url.pathname === `/data/2026GS/${b.billNumber}.json`,
    );
    return bill
      ? new Response(JSON.stringify(bill))
      : new Response('<h1>Not Found</h1>', { status: 404 });
  }) as typeof fetch;
  return { impl, calls };
};

const options = { legislatureUrl: ORIGIN, followedBills: FOLLOWED, timeoutMs: 200, now: NOW };

describe('sourceBills', () => {
  it('reads each bill, where it stands and the next hearing of its committee', async () => {
    const { args, nodes } = gatsbyArgs();
    const outcome = await sourceBills(args, options, legislature().impl);
    const hb12 = nodes.find((n) => n.key === 'HB0012');
    expect(hb12).toMatchObject({
      label: 'HB 12',
      title: 'Prenatal Care Access Amendments',
      position: 'support',
      state: 'inCommittee',
      committee: 'House Health and Human Services Committee',
      textUrl: 'https://le.example/Session/2026/bills/introduced/HB0012.xml',
      sponsors: [
        { name: 'D. Bonneville', chamber: 'house', role: 'prime' },
        { name: 'M. Wasatch', chamber: 'senate', role: 'floor' },
      ],
      // Three days on at 8:00 in Utah (MST, UTC-7).
      nextHearing: { start: '2026-02-13T08:00:00-07:00', location: '30 House Building' },
    });
    expect(nodes.find((n) => n.key === 'HB0088')).toMatchObject({
      state: 'signed',
      nextHearing: null,
    });
    expect(outcome.bills).toBe(3);
  });

  it('lists a bill that 404s by its number and position, and names it; the others publish', async () => {
    const { args, nodes } = gatsbyArgs();
    const outcome = await sourceBills(args, options, legislature().impl);
    expect(nodes.map((n) => n.key)).toEqual(['HB0012', 'HB0999', 'HB0088']);
    expect(nodes.find((n) => n.key === 'HB0999')).toMatchObject({
      title: null,
      position: 'oppose',
      state: null,
    });
    expect(outcome.fallbacks).toEqual([
      {
        what: 'Bill HB 999 (2026GS)',
        reason: "the legislature's data answered HTTP 404; shown without it",
      },
    ]);
  });

  it('leaves the hearings out when the calendar hangs, and says so; the bills still publish', async () => {
    const { args, nodes } = gatsbyArgs();
    const outcome = await sourceBills(args, options, legislature({ calendar: 'hang' }).impl);
    expect(nodes.filter((n) => n.title)).toHaveLength(2);
    expect(nodes.every((n) => n.nextHearing === null)).toBe(true);
    expect(outcome.fallbacks.map(({ what }) => what)).toEqual([
      'Meeting calendar 2026-02',
      'Meeting calendar 2026-03',
      'Bill HB 999 (2026GS)',
    ]);
    expect(outcome.fallbacks[0]?.reason).toBe(
      "the legislature's data no answer within 0 s; shown without it",
    );
  });

  it('asks only for what changed: a second build sends the update time it was given', async () => {
    const { args } = gatsbyArgs();
    const seen: Array<string | null> = [];
    const impl = (async (input: string | URL, init?: RequestInit) => {
      const since = new Headers(init?.headers).get('if-modified-since');
      seen.push(since);
      if (since) return new Response(null, { status: 304 });
      const bill = sandboxBills(NOW)[0];
      return String(input).includes('/data/')
        ? new Response(JSON.stringify(bill), {
            headers: { 'last-modified': 'Tue, 10 Feb 2026 16:00:00 GMT' },
          })
        : new Response(JSON.stringify({ days: [] }));
    }) as typeof fetch;
    const one = { ...options, followedBills: FOLLOWED.slice(0, 1) };
    await sourceBills(args, one, impl);
    seen.length = 0;
    const { nodes } = { nodes: [] as unknown[] };
    await sourceBills(
      { ...args, actions: { createNode: (n: unknown) => nodes.push(n) } } as never,
      one,
      impl,
    );
    expect(seen).toContain('Tue, 10 Feb 2026 16:00:00 GMT');
    expect(nodes).toEqual([expect.objectContaining({ title: 'Prenatal Care Access Amendments' })]);
  });
});
