import { callApi, startSandbox, type RunningSandbox } from './test-helpers';

const CURRENT_YEAR = new Date().getUTCFullYear();
const YEARS = Array.from({ length: CURRENT_YEAR - 2015 }, (_, index) => 2016 + index);

interface Summary {
  uuid: string;
  pubdate: string;
  typeID: number;
}

async function listByYear(sandbox: RunningSandbox): Promise<Map<number, Summary[]>> {
  const byYear = new Map<number, Summary[]>();
  for (const year of YEARS)
    byYear.set(year, (await callApi(sandbox, 'GET', `/articles?year=${year}`)).body);
  return byYear;
}

describe('--articles 3000', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ articleCount: 3000 });
  });
  afterAll(() => sandbox.close());

  it('spreads 3000 articles over every year, each listing consistent with the detail calls', async () => {
    const byYear = await listByYear(sandbox);
    const all = [...byYear.values()].flat();
    expect(all).toHaveLength(3000);
    expect(new Set(all.map((article) => article.uuid)).size).toBe(3000);
    for (const [year, articles] of byYear) {
      expect(articles.length).toBeGreaterThanOrEqual(Math.floor(3000 / YEARS.length));
      expect(articles.every((article) => article.pubdate.startsWith(String(year)))).toBe(true);
    }
    expect(byYear.get(CURRENT_YEAR)?.some((article) => article.typeID === 2)).toBe(true);

    const chunks = [];
    for (let start = 0; start < all.length; start += 100)
      chunks.push(all.slice(start, start + 100));
    for (const chunk of chunks) {
      const details = await Promise.all(
        chunk.map((article) => callApi(sandbox, 'GET', `/articles/uid/${article.uuid}`)),
      );
      details.forEach((detail, index) => {
        expect(detail.status).toBe(200);
        expect(detail.body).toMatchObject(chunk[index] as Summary);
        expect(detail.body.story).toContain('<h2>');
      });
    }
    // 3,000 detail calls: generous, as the machines running the suite are shared.
  }, 60_000);

  it('pages through the same 3000 articles, newest first', async () => {
    const page = await callApi(sandbox, 'GET', '/articles?page=30&maxRecords=100');
    expect(page.body).toHaveLength(100);
    expect((await callApi(sandbox, 'GET', '/articles?page=31&maxRecords=100')).body).toEqual([]);
  });
});

describe('determinism', () => {
  it.each([[undefined], [200]])(
    'two builds give the same articles (articleCount %s)',
    async (articleCount) => {
      const first = await startSandbox({ articleCount });
      const second = await startSandbox({ articleCount });
      try {
        const [one, two] = [await listByYear(first), await listByYear(second)];
        const strip = (list: Summary[]) =>
          list.map(({ uuid, pubdate, typeID }) => ({ uuid, pubdate, typeID }));
        for (const year of YEARS)
          expect(strip(one.get(year) ?? [])).toEqual(strip(two.get(year) ?? []));
        const [sample] = one.get(2020) ?? [];
        const storyOf = async (sandbox: RunningSandbox) =>
          (await callApi(sandbox, 'GET', `/articles/uid/${sample?.uuid}`)).body.story.replace(
            sandbox.origin,
            '',
          );
        expect(await storyOf(first)).toBe(await storyOf(second));
      } finally {
        await Promise.all([first.close(), second.close()]);
      }
    },
  );
});
