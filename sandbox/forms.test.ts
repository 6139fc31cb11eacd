import { callApi, startSandbox, type RunningSandbox } from './test-helpers';

const CURRENT_YEAR = new Date().getUTCFullYear();

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const NO_PREFERENCES = {
  womensSupportTeam: false,
  mobileClinicTeam: false,
  socialMediaTeam: false,
  writingTeam: false,
  postAbortiveHealingTeam: false,
  communityActionTeam: false,
  noIdea: false,
  other: false,
  otherDesc: '',
};

const VOLUNTEER = {
  fullname: 'Sam Sample',
  email: 'sam@example.org',
  phone: '801-555-0142',
  city: 'Provo',
  servicePreferences: { ...NO_PREFERENCES, mobileClinicTeam: true },
};

describe('POST /volunteer', () => {
  it('accepts a complete sign-up', async () => {
    const answer = await callApi(sandbox, 'POST', '/volunteer', VOLUNTEER);
    expect(answer).toMatchObject({ status: 200, body: { message: expect.any(String) } });
  });

  it.each([
    [{ ...VOLUNTEER, email: ' ' }, 'email'],
    [{ ...VOLUNTEER, servicePreferences: NO_PREFERENCES }, 'at least one'],
    [{ ...VOLUNTEER, servicePreferences: { ...NO_PREFERENCES, other: true } }, 'otherDesc'],
  ])('answers 400 naming the problem (%#)', async (body, problem) => {
    const answer = await callApi(sandbox, 'POST', '/volunteer', body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(problem);
  });
});

const CONTACT = {
  firstName: 'Ana',
  lastName: 'Sample',
  email: 'ana@example.org',
  phone: '801-555-0143',
  subject: 'Volunteering',
  comments: 'How can our youth group help?',
  optIn: false,
};

describe('POST /contact', () => {
  it('accepts a complete message', async () => {
    const answer = await callApi(sandbox, 'POST', '/contact', CONTACT);
    expect(answer).toMatchObject({
      status: 200,
      body: { message: 'Thank you for contacting us. We will be in touch.' },
    });
  });

  it.each([
    [{ ...CONTACT, lastName: '', comments: '' }, 'lastName, comments'],
    [{ ...CONTACT, optIn: undefined }, 'optIn'],
  ])('answers 400 naming the problem (%#)', async (body, problem) => {
    const answer = await callApi(sandbox, 'POST', '/contact', body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(problem);
  });
});

const PLEDGE = {
  name: 'Pat Sample',
  email: 'pat@example.org',
  phone: '8015550144',
  address: '100 N University Ave',
  city: 'Provo',
  state: 'UT',
  zip: '84601',
  comments: '',
  paidAmount: 250,
  period: 'monthly',
  pledgeYear: CURRENT_YEAR,
};

describe('POST /savealife', () => {
  it.each([
    [250, 'monthly', CURRENT_YEAR],
    [3000, 'one-time', CURRENT_YEAR + 1],
  ])(
    'accepts a pledge of %s (%s, %s) and answers a uid',
    async (paidAmount, period, pledgeYear) => {
      const answer = await callApi(sandbox, 'POST', '/savealife', {
        ...PLEDGE,
        paidAmount,
        period,
        pledgeYear,
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ uid: expect.stringMatching(/^PLU-[A-Z0-9]{8}$/) });
    },
  );

  it.each([
    [{ ...PLEDGE, name: ' ' }, 'name'],
    [{ ...PLEDGE, state: 'ID' }, 'state'],
    [{ ...PLEDGE, zip: '8460' }, 'zip'],
    [{ ...PLEDGE, paidAmount: 100 }, 'paidAmount'],
    [{ ...PLEDGE, period: 'weekly' }, 'period'],
    [{ ...PLEDGE, paidAmount: 3000 }, 'one-time'],
    [{ ...PLEDGE, pledgeYear: CURRENT_YEAR - 1 }, 'pledgeYear'],
  ])('answers 400 naming the problem (%#)', async (body, problem) => {
    const answer = await callApi(sandbox, 'POST', '/savealife', body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(problem);
  });
});
