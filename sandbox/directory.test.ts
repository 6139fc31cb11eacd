import { callApi, request, startSandbox, type RunningSandbox } from './test-helpers';

const CURRENT_YEAR = new Date().getUTCFullYear();

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

describe('impact', () => {
  it('answers the impact figures', async () => {
    const answer = await callApi(sandbox, 'GET', '/women/reports/impact');
    expect(answer.body).toEqual({ babiesSaved: 2431, womenHelped: 10872, yearEstablished: 1998 });
  });
});

describe('partners', () => {
  it('lists about eight partners of a year, with logos served by the sandbox', async () => {
    const { status, body } = await callApi(sandbox, 'GET', `/partners?year=${CURRENT_YEAR}`);
    expect(status).toBe(200);
    expect(body).toHaveLength(8);
    const homePage = body.map((partner: { homePage: boolean }) => partner.homePage);
    expect(homePage).toContain(true);
    expect(homePage).toContain(false);
    for (const partner of body) {
      expect(partner).toEqual({
        name: expect.any(String),
        logo: expect.stringMatching(
          new RegExp(`^${sandbox.origin}/media/partners/[a-z0-9-]+\\.svg$`),
        ),
        url: expect.stringMatching(/^https:\/\/www\.[a-z0-9-]+\.example\/$/),
        homePage: expect.any(Boolean),
      });
    }
    const logo = await request(sandbox, 'GET', new URL(body[0].logo).pathname);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('answers a bad year with 400 and message', async () => {
    const answer = await callApi(sandbox, 'GET', '/partners?year=next');
    expect(answer).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('year') },
    });
  });
});

describe('legislators', () => {
  it.each([
    ['350 N State St', 'Salt Lake City'],
    ['10437 s. redwood rd.', 'SOUTH JORDAN'],
    ['100  N University Ave', 'Provo'],
    ['2549 Washington Blvd', 'Ogden'],
    ['175 E 200 N', 'St George'],
  ])('finds the House representative and Senator for %s, %s', async (address, city) => {
    const { status, body } = await callApi(sandbox, 'POST', '/government/legislators', {
      address,
      city,
    });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    for (const person of [body.houseRepresentative, body.senator]) {
      expect(person).toEqual({
        image: expect.stringMatching(new RegExp(`^${sandbox.origin}/media/legislators/.+\\.svg$`)),
        formatName: expect.stringMatching(/^(Rep|Sen)\. /),
        district: expect.any(Number),
        cell: expect.stringMatching(/^\d{3}-555-01\d\d$/),
        email: expect.stringContaining('@'),
        committees: expect.any(Array),
      });
      expect(person.committees.length).toBeGreaterThanOrEqual(2);
      expect(person.committees.length).toBeLessThanOrEqual(4);
    }
    const portrait = await request(sandbox, 'GET', new URL(body.senator.image).pathname);
    expect(portrait.status).toBe(200);
  });

  it('answers success false for any other address', async () => {
    const answer = await callApi(sandbox, 'POST', '/government/legislators', {
      address: '1 Main St',
      city: 'Moab',
    });
    expect(answer).toMatchObject({
      status: 200,
      body: { success: false, message: 'No legislators found for that address.' },
    });
  });

  it('answers 400 when address or city is blank', async () => {
    const answer = await callApi(sandbox, 'POST', '/government/legislators', {
      address: ' ',
      city: 'Provo',
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { message: 'Please fill in the required fields: address.' },
    });
  });
});

describe('life grant balance', () => {
  it('answers a positive balance with its line items', async () => {
    const { status, body } = await callApi(
      sandbox,
      'GET',
      '/services/lifegrantbalance?uid=lg-2026-0147',
    );
    expect(status).toBe(200);
    expect(body.balance).toBeGreaterThan(0);
    expect(body.lineItems.length).toBeGreaterThanOrEqual(5);
    const amounts = body.lineItems.map((line: { amount: number }) => line.amount);
    expect(amounts.some((amount: number) => amount > 0)).toBe(true);
    expect(amounts.some((amount: number) => amount < 0)).toBe(true);
    const total = amounts.reduce((sum: number, amount: number) => sum + amount, 0);
    expect(body.balance).toBeCloseTo(total, 2);
    expect(body.lineItems.some((line: { reason?: string }) => line.reason)).toBe(true);
  });

  it('answers a balance of zero or less', async () => {
    const { body } = await callApi(sandbox, 'GET', '/services/lifegrantbalance?uid=lg-2026-0099');
    expect(body.balance).toBeLessThanOrEqual(0);
  });

  it('answers an unknown uid with 404 and message', async () => {
    const answer = await callApi(sandbox, 'GET', '/services/lifegrantbalance?uid=lg-0000-0000');
    expect(answer).toMatchObject({
      status: 404,
      body: { message: 'No life grant found for that reference.' },
    });
    const missing = await callApi(sandbox, 'GET', '/services/lifegrantbalance');
    expect(missing).toMatchObject({ status: 400, body: { message: 'uid is required.' } });
  });
});
