import { clientKey } from '../shared/client-key';
import { type ProxyFixture, startProxyFixture } from '../test-support/proxy-fixture';

jest.setTimeout(30_000);

let proxy: ProxyFixture;

beforeEach(async () => {
  proxy = await startProxyFixture();
});

afterEach(async () => {
  await proxy.close();
});

const smsSignup = (clientIp: string, forwardedFor = clientIp) =>
  proxy.api('/sms/signup', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: 'XSRF-TOKEN=self-made',
      'x-xsrf-token': 'self-made',
      'x-forwarded-for': forwardedFor,
    },
    body: JSON.stringify({ phoneNumber: '8015550100', textSignup: true }),
  });

test('30 rapid SMS sign-ups from one address: 429 after the limit; another address still gets through', async () => {
  const answers = [];
  for (let i = 0; i < 30; i += 1) answers.push(await smsSignup('203.0.113.7'));
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
  expect(statuses.slice(10)).toEqual(Array(20).fill(429));
  const refused = answers[10]!;
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(JSON.parse(refused.text)).toEqual({
    message: expect.stringMatching(/Too many/),
    Message: expect.any(String),
  });
  expect(proxy.calls.filter((call) => call.url.endsWith('/sms/signup'))).toHaveLength(10);

  expect((await smsSignup('198.51.100.9')).status).toBe(200);
  // Reads have their own, wider limit: the page keeps working for the first address.
  const read = await proxy.api('/women/reports/impact', {
    headers: { 'x-forwarded-for': '203.0.113.7' },
  });
  expect(read.status).toBe(200);
});

test('exactly one proxy hop is trusted: a client cannot choose its address by writing X-Forwarded-For', async () => {
  // The client wrote "1.1.1.1"; our proxy appended the address it saw, 203.0.113.7.
  for (let i = 0; i < 10; i += 1) await smsSignup('x', `1.1.1.${i}, 203.0.113.7`);
  expect((await smsSignup('x', '9.9.9.9, 203.0.113.7')).status).toBe(429);
  expect(proxy.calls.at(-1)?.headers['x-forwarded-for']).toBe('203.0.113.7');
});

test('life-grant look-ups are held tighter than reads', async () => {
  const lookUp = () =>
    proxy.api('/services/lifegrantbalance?uid=guess', {
      headers: { 'x-forwarded-for': '203.0.113.8' },
    });
  const statuses = [];
  for (let i = 0; i < 25; i += 1) statuses.push((await lookUp()).status);
  expect(statuses.filter((status) => status === 429)).toHaveLength(5);
});

test.each([
  ['203.0.113.7', '203.0.113.7'],
  ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
  ['2001:db8:1:2::99', '2001:db8:1:2::/64'],
  ['::ffff:203.0.113.7', '::ffff:203.0.113.7'],
])('the limit key of %s is %s (an IPv6 client holds a whole /64)', (ip, key) => {
  expect(clientKey(ip)).toBe(key);
});
