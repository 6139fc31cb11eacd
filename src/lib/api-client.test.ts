import '../components/form/testing/web-streams';
import { http, HttpResponse, delay } from 'msw';
import {
  apiPath,
  credentialsOf,
  expectedCredentials,
  setupTestApi,
} from '../components/form/testing/test-api';
import { siteConfig } from './config';
import { ApiError, type ApiFailure } from './api-error';
import { callApi } from './call-api';

const api = setupTestApi();

const failureOf = async (promise: Promise<unknown>): Promise<ApiFailure> => {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error.failure;
};

const ACTION_EMAIL = { title: 'Support HB 1', dtUpdated: '2026-01-05', actionEmail: '<p>Hi</p>' };

const CONTACT = {
  ...{ firstName: 'Ana', lastName: 'Sample', email: 'ana@example.org', phone: '8015550142' },
  ...{ subject: 'Hello', comments: 'A question.', optIn: false },
};

const GRANT = {
  name: 'Ana Sample',
  balance: 120,
  lineItems: [{ date: '2026-01-05', budgetType: 'Rent', reason: null, amount: -80 }],
};

describe('callApi', () => {
  it('returns a reply that fits the contract', async () => {
    api.server.use(http.get(apiPath('/services/lifegrantbalance'), () => HttpResponse.json(GRANT)));
    await expect(callApi('lifeGrantBalance', { query: { uid: 'abc' } })).resolves.toEqual(GRANT);
  });

  it.each([
    ['no line items', { name: 'Ana', balance: 1 }, 'lineItems'],
    [
      'a date that is not one',
      { ...GRANT, lineItems: [{ ...GRANT.lineItems[0], date: 'soon' }] },
      'lineItems.0.date',
    ],
    ['an empty object', {}, 'name'],
  ])('rejects a reply with %s, naming the field', async (_, reply, field) => {
    api.server.use(http.get(apiPath('/services/lifegrantbalance'), () => HttpResponse.json(reply)));
    const failure = await failureOf(callApi('lifeGrantBalance', { query: { uid: 'abc' } }));
    expect(failure.kind).toBe('contract');
    expect(failure.kind === 'contract' && failure.problems.map((p) => p.field)).toContain(field);
  });

  it('reads the server message from the field the contract names (Message for articles)', async () => {
    api.server.use(
      http.get(apiPath('/articles/uid/x1'), () =>
        HttpResponse.json(
          { Message: 'Article withdrawn.', message: 'wrong field' },
          { status: 500 },
        ),
      ),
    );
    await expect(failureOf(callApi('article', { params: { uuid: 'x1' } }))).resolves.toEqual({
      kind: 'server',
      status: 500,
      serverMessage: 'Article withdrawn.',
    });
  });

  it('turns HTTP 429 into "rate limited" with the Retry-After seconds', async () => {
    api.server.use(
      http.post(apiPath('/contact'), () =>
        HttpResponse.json(
          { message: 'Slow down' },
          { status: 429, headers: { 'Retry-After': '30' } },
        ),
      ),
    );
    await expect(failureOf(callApi('contact', { body: CONTACT }))).resolves.toEqual({
      kind: 'rate-limited',
      retryAfterSeconds: 30,
    });
  });

  it('reads a Retry-After given as an HTTP date, as the provider may send it', async () => {
    const inTwoMinutes = new Date(Date.now() + 120_000).toUTCString();
    api.server.use(
      http.post(apiPath('/contact'), () =>
        HttpResponse.json({}, { status: 429, headers: { 'Retry-After': inTwoMinutes } }),
      ),
    );
    const failure = await failureOf(callApi('contact', { body: CONTACT }));
    expect(failure).toMatchObject({ kind: 'rate-limited' });
    // The date has whole seconds, so the wait left is just under two minutes.
    const { retryAfterSeconds } = failure as { retryAfterSeconds: number };
    expect(retryAfterSeconds).toBeGreaterThanOrEqual(110);
    expect(retryAfterSeconds).toBeLessThanOrEqual(120);
  });

  it('gives up with a time-out when the server does not answer in time', async () => {
    api.server.use(
      http.get(apiPath('/actionemail/7'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const failure = await failureOf(callApi('actionEmail', { params: { id: 7 }, timeoutMs: 50 }));
    expect(failure).toEqual({ kind: 'timeout' });
  });

  it('says "network" when no answer comes at all', async () => {
    api.server.use(http.get(apiPath('/actionemail/8'), () => HttpResponse.error()));
    await expect(failureOf(callApi('actionEmail', { params: { id: 8 } }))).resolves.toEqual({
      kind: 'network',
    });
  });

  it('passes the caller’s own abort on as an AbortError, not as a failure', async () => {
    api.server.use(
      http.get(apiPath('/actionemail/9'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const call = callApi('actionEmail', { params: { id: 9 }, signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('takes a request already sent for the call, without sending another', async () => {
    const started = Promise.resolve(HttpResponse.json(ACTION_EMAIL));
    await expect(callApi('actionEmail', { params: { id: 12 }, started })).resolves.toEqual(
      expect.objectContaining({ title: 'Support HB 1' }),
    );
    expect(await api.received()).toHaveLength(0);
  });

  it('gives up on a request already sent that does not answer in time, or when the caller aborts', async () => {
    const never = new Promise<Response>(() => undefined);
    const failure = await failureOf(
      callApi('actionEmail', { params: { id: 13 }, started: never, timeoutMs: 50 }),
    );
    expect(failure).toEqual({ kind: 'timeout' });
    const controller = new AbortController();
    const call = callApi('actionEmail', {
      params: { id: 13 },
      started: never,
      signal: controller.signal,
    });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends the three credential headers when the build has them', async () => {
    api.server.use(http.get(apiPath('/actionemail/10'), () => HttpResponse.json(ACTION_EMAIL)));
    await callApi('actionEmail', { params: { id: 10 } });
    const [request] = await api.received();
    expect(credentialsOf(request!.headers)).toEqual(expectedCredentials);
  });

  it('leaves the credential headers out in proxy mode, where the server adds them', async () => {
    jest.replaceProperty(siteConfig, 'apiToken', '');
    jest.replaceProperty(siteConfig, 'apiKey', '');
    api.server.use(http.get(apiPath('/actionemail/11'), () => HttpResponse.json(ACTION_EMAIL)));
    await callApi('actionEmail', { params: { id: 11 } });
    const [request] = await api.received();
    expect([...request!.headers.keys()]).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(token|apikey|apipassword)$/)]),
    );
  });
});
