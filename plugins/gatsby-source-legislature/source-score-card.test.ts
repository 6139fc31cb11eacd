import fs from 'fs';
import os from 'os';
import path from 'path';
import { sourceNodes } from './source-nodes';
import { sourceScoreCard } from './source-score-card';

const GOOD =
  'Chamber,District,Name,HB 12 (Support),Score\nSenate,4,Ann Alta,Yea,100\nHouse,9,Bo Loa,Nay,0\n';
const URL_ = 'https://docs.example/score-card.csv';
const options = {
  scoreCardCsvUrl: URL_,
  reportFile: '',
  timeoutMs: 200,
  legislatureUrl: '',
  followedBills: [],
};

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
    } as unknown as Parameters<typeof sourceScoreCard>[0],
  };
}
const answering = (body: string, status = 200) =>
  (async () => new Response(body, { status })) as typeof fetch;
const hanging = ((_url: string, init?: RequestInit) =>
  new Promise((_resolve, reject) =>
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
  )) as typeof fetch;
const legislatorNames = (nodes: Array<Record<string, unknown>>) =>
  nodes
    .filter((n) => (n.internal as { type: string }).type === 'ScoreCardLegislator')
    .map((n) => n.name);

describe('sourceScoreCard', () => {
  it('publishes the sheet and keeps it as the last good copy', async () => {
    const { args, nodes } = gatsbyArgs();
    const outcome = await sourceScoreCard(args, options, answering(GOOD));
    expect(outcome).toEqual({ problems: [], fallbacks: [], legislators: 2 });
    expect(legislatorNames(nodes)).toEqual(['Ann Alta', 'Bo Loa']);
    expect(nodes.find((n) => n.name === 'Ann Alta')).toMatchObject({ slug: 'senate-4-ann-alta' });
  });

  it('uses the last good copy when the spreadsheet hangs, and says so', async () => {
    const { args, nodes } = gatsbyArgs();
    await sourceScoreCard(args, options, answering(GOOD));
    nodes.length = 0;
    const outcome = await sourceScoreCard(args, options, hanging);
    expect(legislatorNames(nodes)).toEqual(['Ann Alta', 'Bo Loa']);
    expect(outcome.fallbacks).toEqual([
      {
        what: 'Score card',
        reason: expect.stringMatching(
          /^the spreadsheet no answer within 0 s; the copy read on \d{4}-\d\d-\d\d is published instead$/,
        ),
      },
    ]);
    expect(
      nodes.find((n) => (n.internal as { type: string }).type === 'ScoreCardSource'),
    ).toMatchObject({
      fromCache: true,
    });
  });

  it('uses the last good copy when the sheet lost its District column', async () => {
    const { args, nodes } = gatsbyArgs();
    await sourceScoreCard(args, options, answering(GOOD));
    nodes.length = 0;
    const outcome = await sourceScoreCard(
      args,
      options,
      answering('Chamber,Name,HB 12 (Support)\nSenate,Ann,Yea'),
    );
    expect(legislatorNames(nodes)).toHaveLength(2);
    expect(outcome.fallbacks[0]?.reason).toMatch(
      /cannot be used: the header row \(row 1\) has no district column/,
    );
  });

  it('publishes no score card (the page keeps its frame) when there is no copy at all', async () => {
    const { args, nodes } = gatsbyArgs();
    const outcome = await sourceScoreCard(args, options, answering('Not found', 404));
    expect(nodes).toEqual([]);
    expect(outcome.fallbacks[0]?.reason).toBe(
      'the spreadsheet answered HTTP 404, and no earlier copy is kept; the page shows the spreadsheet itself in a frame',
    );
  });
});

describe('sourceNodes', () => {
  it("adds its lines to the API plugin's build report without losing that plugin's", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'legislature-'));
    const reportFile = path.join(dir, 'report.json');
    const earlier = { endpoint: '/articles', uuid: 'a1', reason: 'bad date' };
    fs.writeFileSync(
      reportFile,
      JSON.stringify({ skipped: [earlier], repaired: [], fallbacks: [], requests: 7 }),
    );
    const { args } = gatsbyArgs();
    const realFetch = global.fetch;
    global.fetch = answering(`${GOOD}House,,Cy Kanab,Yea,100\n`);
    const reporter = { info: jest.fn(), warn: jest.fn() };
    try {
      await sourceNodes({ ...args, reporter } as never, { ...options, reportFile, plugins: [] });
    } finally {
      global.fetch = realFetch;
    }
    const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
    expect(report.requests).toBe(7);
    expect(report.skipped).toEqual([
      earlier,
      expect.objectContaining({ message: 'Score card: row 4 has no district, skipped' }),
    ]);
    expect(reporter.warn).toHaveBeenCalledWith(
      'gatsby-source-legislature: Score card: row 4 has no district, skipped',
    );
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
