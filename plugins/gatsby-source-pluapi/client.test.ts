import { HttpResponse } from 'msw';
import { createClient, type ClientOptions } from './client';
import { PluapiError } from './errors';
import { MAX_RETRY_AFTER_MS } from './retry-policy';
import { setupPluapiServer, TEST_KEY, TEST_TOKEN, testOptions } from './test-support/pluapi-server';

const { requestsTo, answerInTurn } = setupPluapiServer();

const PATH = '/women/reports/impact';
const asIs = (body: unknown) => body;

/** A client whose waits between attempts are recorded instead of slept. */
function clientRecordingWaits(overrides: Partial<ClientOptions> = {}) {
  const waits: number[] = [];
  const client = createClient({
    ...testOptions,
    retryBaseMs: 400,
    wait: async (ms) => {
      waits.push(ms);
    },
    ...overrides,
  });
  return { client, waits };
}

async function failureOf(promise: Promise<unknown>): Promise<PluapiError> {
  const error = await promise.then(
    () => new Error('expected a failure'),
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(PluapiError);
  return error as PluapiError;
}

describe('createClient', () => {
  it('waits as long as Retry-After says, in seconds or as a date', async () => {
    const inFiveSeconds = new Date(Date.now() + 5000).toUTCString();
    answerInTurn(
      PATH,
      () => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '2' } }),
      () => new HttpResponse(null, { status: 429, headers: { 'Retry-After': inFiveSeconds } }),
      () => HttpResponse.json({ ok: true }),
    );
    const { client, waits } = clientRecordingWaits();

    await expect(client.get(PATH, asIs)).resolves.toEqual({ ok: true });

    expect(waits[0]).toBe(2000);
    // An HTTP date is relative to the clock; allow for the time the test takes.
    expect(waits[1]).toBeGreaterThan(3000);
    expect(waits[1]).toBeLessThanOrEqual(5000);
  });

  it('caps a Retry-After that would stall the build', async () => {
    answerInTurn(
      PATH,
      () => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '86400' } }),
      () => HttpResponse.json({}),
    );
    const { client, waits } = clientRecordingWaits();

    await client.get(PATH, asIs);

    expect(waits).toEqual([MAX_RETRY_AFTER_MS]);
  });

  it('backs off exponentially, with jitter, and gives up after maxRetries', async () => {
    answerInTurn(PATH, () =>
      HttpResponse.json({ Message: 'Down for maintenance.' }, { status: 500 }),
    );
    const { client, waits } = clientRecordingWaits({ maxRetries: 3 });

    const error = await failureOf(client.get(PATH, asIs));

    expect(error.code).toBe('11001');
    expect(error.message).toBe(
      'GET /rest/pluapi/v1/women/reports/impact failed: HTTP 500: "Down for maintenance." (gave up after 4 attempts)',
    );
    expect(requestsTo(PATH)).toHaveLength(4);
    expect(waits).toHaveLength(3);
    [400, 800, 1600].forEach((ceiling, retry) => {
      expect(waits[retry]).toBeGreaterThanOrEqual(ceiling / 2);
      expect(waits[retry]).toBeLessThanOrEqual(ceiling);
    });
  });

  it('reads the server message from `message` as well as `Message`', async () => {
    answerInTurn(PATH, () => HttpResponse.json({ message: 'No such year.' }, { status: 400 }));
    const { client, waits } = clientRecordingWaits();

    const error = await failureOf(client.get(PATH, asIs));

    expect(error.code).toBe('11005');
    expect(error.message).toContain('HTTP 400: "No such year."');
    expect(waits).toHaveLength(0);
  });

  it('treats 403 like 401: credentials refused, no retry', async () => {
    answerInTurn(PATH, () => new HttpResponse('Forbidden', { status: 403 }));
    const { client } = clientRecordingWaits();

    const error = await failureOf(client.get(PATH, asIs));

    expect(error.code).toBe('11003');
    expect(error.message).toContain('HTTP 403: "Forbidden"');
    expect(requestsTo(PATH)).toHaveLength(1);
  });

  it('masks the credentials in a body that is not JSON', async () => {
    answerInTurn(PATH, () => HttpResponse.text(`debug: token=${TEST_TOKEN}&apiKey=${TEST_KEY}`));
    const { client } = clientRecordingWaits();

    const error = await failureOf(client.get(PATH, asIs));

    expect(error.code).toBe('11002');
    expect(error.message).toContain('token=****&apiKey=****');
    expect(`${error.message}${error.stack}`).not.toMatch(new RegExp(`${TEST_TOKEN}|${TEST_KEY}`));
  });

  it('counts every attempt, retries included', async () => {
    answerInTurn(
      PATH,
      () => new HttpResponse(null, { status: 503 }),
      () => HttpResponse.json({}),
    );
    const { client } = clientRecordingWaits();

    await client.get(PATH, asIs);
    await client.get('/partners?year=2025', asIs);

    expect(client.requestCount).toBe(3);
  });

  it('stops a request waiting to retry once the client is closed', async () => {
    answerInTurn(PATH, () => new HttpResponse(null, { status: 503 }));
    const client = createClient({ ...testOptions, retryBaseMs: 60_000 });

    const pending = client.get(PATH, asIs);
    // Closing while the request sleeps before its retry ends the sleep at once.
    for (let tick = 0; tick < 100 && requestsTo(PATH).length === 0; tick += 1) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    client.close();

    await expect(pending).rejects.toThrow('The Pluapi client was closed.');
    expect(requestsTo(PATH)).toHaveLength(1);
  });
});
