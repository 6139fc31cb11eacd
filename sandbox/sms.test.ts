import { CODE_LIFETIME_MS, SIGNUPS_PER_WINDOW, SIGNUP_WINDOW_MS, SmsStore } from './sms-store';
import { callApi, request, startSandbox, type RunningSandbox } from './test-helpers';

describe('SMS endpoints', () => {
  let sandbox: RunningSandbox;
  const logLines: string[] = [];
  beforeAll(async () => {
    sandbox = await startSandbox({ log: (line) => logLines.push(line) });
  });
  afterAll(() => sandbox.close());

  it('signs up, hands the code to tests, verifies it once', async () => {
    const signup = await callApi(sandbox, 'POST', '/sms/signup', {
      phoneNumber: '801-555-1234',
      textSignup: true,
    });
    expect(signup).toMatchObject({
      status: 200,
      body: { lastFour: '1234', message: 'We sent a 6-digit code to the number ending in 1234.' },
    });

    const last = await request(sandbox, 'GET', '/__sandbox/sms/last-code?phoneNumber=8015551234');
    expect(last.status).toBe(200);
    expect(last.body).toEqual({
      phoneNumber: '8015551234',
      code: expect.stringMatching(/^\d{6}$/),
    });
    expect(logLines).toContain(`[sandbox] SMS code for ***1234: ${last.body.code}`);

    const verify = await callApi(sandbox, 'GET', `/sms/verify/${last.body.code}`);
    expect(verify).toMatchObject({
      status: 200,
      body: { message: 'Your number is verified. Thank you for signing up for text alerts!' },
    });
    const again = await callApi(sandbox, 'GET', `/sms/verify/${last.body.code}`);
    expect(again).toMatchObject({
      status: 400,
      body: { message: 'That code is not valid or has expired.' },
    });
  });

  it('rejects a number with fewer than 10 digits', async () => {
    const answer = await callApi(sandbox, 'POST', '/sms/signup', {
      phoneNumber: '555-1234',
      textSignup: true,
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('10 digits') },
    });
  });

  it('knows no code for a number that never signed up', async () => {
    const answer = await request(sandbox, 'GET', '/__sandbox/sms/last-code?phoneNumber=4355550000');
    expect(answer.status).toBe(404);
  });

  it('limits sign-ups to the same number', async () => {
    const body = { phoneNumber: '(435) 555-0199', textSignup: true };
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= SIGNUPS_PER_WINDOW; attempt += 1) {
      statuses.push((await callApi(sandbox, 'POST', '/sms/signup', body)).status);
    }
    expect(statuses).toEqual([...Array(SIGNUPS_PER_WINDOW).fill(200), 429]);
    const limited = await callApi(sandbox, 'POST', '/sms/signup', body);
    expect(limited.body).toEqual({ message: expect.stringContaining('Too many') });
  });

  it('unsubscribes a number', async () => {
    const answer = await callApi(sandbox, 'POST', '/sms/unsubscribe', {
      phoneNumber: '8015551234',
    });
    expect(answer).toMatchObject({
      status: 200,
      body: { message: 'You have been unsubscribed from text alerts.' },
    });
    const short = await callApi(sandbox, 'POST', '/sms/unsubscribe', { phoneNumber: '12345' });
    expect(short.status).toBe(400);
  });
});

describe('SmsStore', () => {
  it('expires codes after their lifetime', () => {
    let now = 1_000_000;
    const store = new SmsStore(() => now);
    const code = store.signup('8015550100');
    now += CODE_LIFETIME_MS;
    expect(code && store.verify(code)).toBe(false);
  });

  it('reopens sign-ups once the window has passed', () => {
    let now = 1_000_000;
    const store = new SmsStore(() => now);
    for (let i = 0; i < SIGNUPS_PER_WINDOW; i += 1)
      expect(store.signup('8015550100')).not.toBeNull();
    expect(store.signup('8015550100')).toBeNull();
    now += SIGNUP_WINDOW_MS;
    expect(store.signup('8015550100')).not.toBeNull();
  });

  it('treats a leading country code as the same number and replaces its pending code', () => {
    const store = new SmsStore(() => 0);
    const first = store.signup('18015550100');
    const second = store.signup('8015550100');
    expect(store.lastCode('18015550100')).toBe(second);
    expect(first && store.verify(first)).toBe(false);
    expect(second && store.verify(second)).toBe(true);
  });
});
