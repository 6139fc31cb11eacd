import { callApi, startSandbox, type RunningSandbox } from './test-helpers';

const VALID_MESSAGE = {
  actionEmailId: '101',
  fullName: 'Jane Sample',
  email: 'jane@example.org',
  address: '350 N State St',
  city: 'Salt Lake City',
  zip: '84103',
  state: 'UT',
  subject: 'Please support HB 123',
  message: 'As your constituent I ask you to vote yes on HB 123.',
  allowContact: true,
  humanAnswer: 9,
  humanA: 4,
  humanB: 5,
};

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

describe('GET /actionemail/{id}', () => {
  it('answers the active action email', async () => {
    const { status, body } = await callApi(sandbox, 'GET', '/actionemail/101');
    expect(status).toBe(200);
    expect(body.title).toContain('HB 123');
    expect(new Date(body.dtUpdated).toISOString()).toBe(body.dtUpdated);
    expect(body.actionEmail).toContain('<p>');
  });

  it('answers an inactive action email with HTTP 400', async () => {
    const answer = await callApi(sandbox, 'GET', '/actionemail/100');
    expect(answer).toMatchObject({
      status: 400,
      body: { message: 'This action email is no longer active.' },
    });
  });

  it('answers any other id with 404', async () => {
    const answer = await callApi(sandbox, 'GET', '/actionemail/7');
    expect(answer).toMatchObject({ status: 404, body: { message: 'Action email not found.' } });
  });
});

describe('POST /actionemail/sender', () => {
  it('sends a complete message', async () => {
    const answer = await callApi(sandbox, 'POST', '/actionemail/sender', VALID_MESSAGE);
    expect(answer).toMatchObject({ status: 200, body: { message: 'Message sent.' } });
  });

  it('rejects a human check sent as text: the contract wants numbers', async () => {
    const body = { ...VALID_MESSAGE, humanAnswer: '9' };
    const answer = await callApi(sandbox, 'POST', '/actionemail/sender', body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('humanAnswer');
  });

  // The state is fixed as Utah; the provider takes no message without it.
  it.each([
    ['without a state', { state: undefined }],
    ['with another state', { state: 'CA' }],
  ])('rejects a message %s', async (_, change) => {
    const answer = await callApi(sandbox, 'POST', '/actionemail/sender', {
      ...VALID_MESSAGE,
      ...change,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('state');
  });

  it('names the blank fields', async () => {
    const body = { ...VALID_MESSAGE, fullName: '  ', zip: '' };
    const answer = await callApi(sandbox, 'POST', '/actionemail/sender', body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/fullName.*zip/);
  });

  it('rejects a wrong human check answer', async () => {
    const body = { ...VALID_MESSAGE, humanAnswer: 10 };
    const answer = await callApi(sandbox, 'POST', '/actionemail/sender', body);
    expect(answer).toMatchObject({
      status: 400,
      body: { message: 'The answer to the human check is wrong.' },
    });
  });

  it.each([
    ['100', 'This action email is no longer active.'],
    ['55', 'Action email not found.'],
  ])('rejects action email %s', async (actionEmailId, message) => {
    const answer = await callApi(sandbox, 'POST', '/actionemail/sender', {
      ...VALID_MESSAGE,
      actionEmailId,
    });
    expect(answer).toMatchObject({ status: 400, body: { message } });
  });
});
