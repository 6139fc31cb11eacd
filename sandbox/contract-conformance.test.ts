import { checkList, checkRecord, ENDPOINTS, pathOf, type EndpointName } from '../contract';
import { callApi, request, startSandbox, type RunningSandbox } from './test-helpers';

// Every endpoint of the contract, called the way the site calls it; each answer must fit
// the contract exactly (no repair needed). A sandbox that drifts from the contract fails here.

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const YEAR = new Date().getUTCFullYear();
const PHONE = '801-555-0142';

const SAMPLE_PREFERENCES = {
  womensSupportTeam: true,
  mobileClinicTeam: false,
  socialMediaTeam: false,
  writingTeam: false,
  postAbortiveHealingTeam: false,
  communityActionTeam: false,
  noIdea: false,
  other: false,
  otherDesc: '',
};

type Call = { method: 'GET' | 'POST'; path: string; body?: unknown };

/** One call per endpoint; the record type makes a new endpoint without a sample fail to compile. */
const calls: Record<EndpointName, () => Promise<Call[]>> = {
  impact: async () => [{ method: 'GET', path: pathOf('impact') }],
  articles: async () => [
    { method: 'GET', path: `/articles?year=${YEAR}` },
    { method: 'GET', path: '/articles?page=1&maxRecords=3&typeID=*' },
  ],
  article: async () => {
    const list = await callApi(sandbox, 'GET', `/articles?year=${YEAR}`);
    return [{ method: 'GET', path: pathOf('article', { uuid: list.body[0].uuid }) }];
  },
  partners: async () => [{ method: 'GET', path: `/partners?year=${YEAR}` }],
  smsSignup: async () => [
    { method: 'POST', path: pathOf('smsSignup'), body: { phoneNumber: PHONE, textSignup: true } },
  ],
  smsUnsubscribe: async () => [
    { method: 'POST', path: pathOf('smsUnsubscribe'), body: { phoneNumber: PHONE } },
  ],
  smsVerify: async () => {
    await callApi(sandbox, 'POST', '/sms/signup', { phoneNumber: PHONE, textSignup: true });
    const sent = await request(sandbox, 'GET', `/__sandbox/sms/last-code?phoneNumber=${PHONE}`);
    return [{ method: 'GET', path: pathOf('smsVerify', { code: sent.body.code }) }];
  },
  volunteer: async () => [
    {
      method: 'POST',
      path: pathOf('volunteer'),
      body: {
        fullname: 'Sam Sample',
        email: 'sam@example.org',
        phone: PHONE,
        city: 'Provo',
        servicePreferences: SAMPLE_PREFERENCES,
      },
    },
  ],
  actionEmail: async () => [{ method: 'GET', path: pathOf('actionEmail', { id: 101 }) }],
  actionEmailSender: async () => [
    {
      method: 'POST',
      path: pathOf('actionEmailSender'),
      body: {
        actionEmailId: 101,
        fullName: 'Sam Sample',
        email: 'sam@example.org',
        address: '350 N State St',
        city: 'Salt Lake City',
        zip: '84103',
        state: 'UT',
        subject: 'Please support HB 123',
        message: 'Please support this bill for mothers and babies in Utah.',
        allowContact: true,
        humanAnswer: 9,
        humanA: 4,
        humanB: 5,
      },
    },
  ],
  legislators: async () => [
    {
      method: 'POST',
      path: pathOf('legislators'),
      body: { address: '350 N State St', city: 'Salt Lake City' },
    },
    { method: 'POST', path: pathOf('legislators'), body: { address: '1 Nowhere', city: 'Moab' } },
  ],
  saveALife: async () => [
    {
      method: 'POST',
      path: pathOf('saveALife'),
      body: {
        name: 'Sam Sample',
        email: 'sam@example.org',
        phone: '8015550142',
        address: '350 N State St',
        city: 'Salt Lake City',
        state: 'UT',
        zip: '84103',
        comments: '',
        paidAmount: 250,
        period: 'monthly',
        pledgeYear: YEAR,
      },
    },
  ],
  lifeGrantBalance: async () => [
    { method: 'GET', path: '/services/lifegrantbalance?uid=lg-2026-0147' },
  ],
  contact: async () => [
    {
      method: 'POST',
      path: pathOf('contact'),
      body: {
        firstName: 'Ana',
        lastName: 'Sample',
        email: 'ana@example.org',
        phone: PHONE,
        subject: 'Hello',
        comments: 'A question about volunteering.',
        optIn: false,
      },
    },
  ],
};

describe('the sandbox answers every endpoint as the contract describes', () => {
  it.each(Object.keys(ENDPOINTS) as EndpointName[])('%s', async (name) => {
    for (const call of await calls[name]()) {
      const answer = await callApi(sandbox, call.method, call.path, call.body);
      expect({ call: call.path, status: answer.status }).toEqual({ call: call.path, status: 200 });
      const endpoint = ENDPOINTS[name];
      if ('item' in endpoint) {
        const checked = checkList(name, answer.body);
        expect(checked.rejected).toEqual([]);
        expect(checked.items.every(({ repaired }) => repaired.length === 0)).toBe(true);
      } else {
        expect(checkRecord(endpoint.response, answer.body)).toMatchObject({
          ok: true,
          repaired: [],
        });
      }
    }
  });
});
