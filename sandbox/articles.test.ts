import { callApi, request, startSandbox, type RunningSandbox } from './test-helpers';

const CURRENT_YEAR = new Date().getUTCFullYear();

interface Summary {
  uuid: string;
  title: string;
  socialImage: string;
  socialDescription: string;
  pubdate: string;
  author: string;
  typeID: number;
}

describe('articles', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());

  it('lists the three newest articles by default, newest first', async () => {
    const { status, body } = await callApi(sandbox, 'GET', '/articles');
    expect(status).toBe(200);
    expect(body).toHaveLength(3);
    const dates = body.map((article: Summary) => article.pubdate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('answers the home page calls: one featured article, then a page of three', async () => {
    const featured = await callApi(sandbox, 'GET', '/articles?page=1&maxRecords=1&typeID=2');
    expect(featured.body).toHaveLength(1);
    expect(featured.body[0]).toMatchObject({ typeID: 2 });
    const firstPage = await callApi(sandbox, 'GET', '/articles?page=1&maxRecords=3&typeID=*');
    const secondPage = await callApi(sandbox, 'GET', '/articles?page=2&maxRecords=3&typeID=*');
    expect(firstPage.body).toHaveLength(3);
    expect(secondPage.body[0].pubdate < firstPage.body[2].pubdate).toBe(true);
  });

  it('has articles in every year from 2016 to now, of the contract shape', async () => {
    let total = 0;
    for (let year = 2016; year <= CURRENT_YEAR; year += 1) {
      const { body } = await callApi(sandbox, 'GET', `/articles?year=${year}`);
      expect(body.length).toBeGreaterThan(0);
      for (const article of body as Summary[]) {
        expect(article.pubdate.startsWith(String(year))).toBe(true);
        expect(new Date(article.pubdate).toISOString()).toBe(article.pubdate);
        expect(article.socialImage).toBe(`${sandbox.origin}/media/articles/${article.uuid}.png`);
        expect([1, 2, 3]).toContain(article.typeID);
        expect(article.title && article.author && article.socialDescription).toBeTruthy();
      }
      total += body.length;
    }
    expect(total).toBeGreaterThanOrEqual(34);
  });

  it('has at least four articles this year, one of them featured, none in the future', async () => {
    const { body } = await callApi(sandbox, 'GET', `/articles?year=${CURRENT_YEAR}`);
    expect(body.length).toBeGreaterThanOrEqual(4);
    expect(body.some((article: Summary) => article.typeID === 2)).toBe(true);
    expect(body.every((article: Summary) => Date.parse(article.pubdate) <= Date.now())).toBe(true);
  });

  it('answers an empty list for a year without news', async () => {
    expect((await callApi(sandbox, 'GET', '/articles?year=1999')).body).toEqual([]);
  });

  it('serves a full article with an HTML story', async () => {
    const [first] = (await callApi(sandbox, 'GET', '/articles?year=2019')).body;
    const { status, body } = await callApi(sandbox, 'GET', `/articles/uid/${first.uuid}`);
    expect(status).toBe(200);
    expect(body).toMatchObject(first);
    for (const tag of ['<p>', '<h2>', '<ul>', '<li>', '<a href=', '<blockquote>']) {
      expect(body.story).toContain(tag);
    }
    expect(body.story).toContain(`<img src="${sandbox.origin}/media/articles/${first.uuid}.svg"`);
  });

  it('serves each social image as PNG (like a photo) and the story image as SVG', async () => {
    const [first] = (await callApi(sandbox, 'GET', '/articles')).body;
    const social = await fetch(first.socialImage);
    expect(social.status).toBe(200);
    expect(social.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await social.arrayBuffer());
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    const story = await request(sandbox, 'GET', `/media/articles/${first.uuid}.svg`);
    expect(story.headers.get('content-type')).toContain('image/svg+xml');
    expect(story.body).toMatch(/^<svg /);
    expect((await request(sandbox, 'GET', '/media/articles/unknown.svg')).status).toBe(404);
    expect((await request(sandbox, 'GET', '/media/articles/unknown.png')).status).toBe(404);
  });

  it('answers an unknown uuid with 404 and Message', async () => {
    const answer = await callApi(
      sandbox,
      'GET',
      '/articles/uid/00000000-0000-4000-8000-000000000000',
    );
    expect(answer).toMatchObject({ status: 404, body: { Message: 'Article not found.' } });
  });

  it.each([
    ['page=0', 'page'],
    ['maxRecords=abc', 'maxRecords'],
    ['typeID=featured', 'typeID'],
    ['year=20', 'year'],
  ])('answers a bad query (%s) with 400 and Message', async (query, field) => {
    const answer = await callApi(sandbox, 'GET', `/articles?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.Message).toContain(field);
  });
});

describe('articles when the sandbox runs in a later year', () => {
  const afterAllClose: RunningSandbox[] = [];
  afterAll(() => Promise.all(afterAllClose.map((sandbox) => sandbox.close())));

  it('still covers every year, with nothing dated after today', async () => {
    const now = Date.UTC(2031, 0, 12, 9);
    const sandbox = await startSandbox({ clock: () => now });
    afterAllClose.push(sandbox);
    for (let year = 2016; year <= 2031; year += 1) {
      const { body } = await callApi(sandbox, 'GET', `/articles?year=${year}`);
      expect(body.length).toBeGreaterThanOrEqual(3);
    }
    const { body } = await callApi(sandbox, 'GET', '/articles?year=2031');
    expect(body.some((article: Summary) => article.typeID === 2)).toBe(true);
    expect(body.every((article: Summary) => Date.parse(article.pubdate) <= now)).toBe(true);
  });
});
