import { RequestLog } from './request-log';
import { callApi, CREDENTIALS, request, startSandbox, type RunningSandbox } from './test-helpers';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await request(sandbox, 'DELETE', '/__sandbox/requests');
  await request(sandbox, 'DELETE', '/__sandbox/faults');
});

function addFault(fault: Record<string, unknown>) {
  return request(sandbox, 'POST', '/__sandbox/faults', { body: fault });
}

describe('request log', () => {
  it('records the API requests in order, with what was sent and answered', async () => {
    await callApi(sandbox, 'GET', '/articles?page=2&maxRecords=5');
    await callApi(sandbox, 'POST', '/contact', { firstName: 'Ana' });
    const { body } = await request(sandbox, 'GET', '/__sandbox/requests');
    expect(body).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/articles',
        query: { page: '2', maxRecords: '5' },
        status: 200,
        body: null,
      }),
      expect.objectContaining({
        method: 'POST',
        path: '/contact',
        body: { firstName: 'Ana' },
        status: 400,
      }),
    ]);
    expect(body[1].headers).toMatchObject(CREDENTIALS);
    expect(new Date(body[0].at).toISOString()).toBe(body[0].at);
  });

  it('filters by path prefix and clears', async () => {
    await callApi(sandbox, 'GET', '/women/reports/impact');
    await callApi(sandbox, 'POST', '/contact', {});
    const contact = await request(sandbox, 'GET', '/__sandbox/requests?path=/contact');
    expect(contact.body.map((entry: { path: string }) => entry.path)).toEqual(['/contact']);
    await request(sandbox, 'DELETE', '/__sandbox/requests');
    expect((await request(sandbox, 'GET', '/__sandbox/requests')).body).toEqual([]);
  });

  it('does not log sandbox-only calls or requests without credentials as anything but 401', async () => {
    await request(sandbox, 'GET', '/__sandbox/health');
    await callApi(sandbox, 'GET', '/articles', undefined, {});
    const { body } = await request(sandbox, 'GET', '/__sandbox/requests');
    expect(body).toEqual([expect.objectContaining({ path: '/articles', status: 401 })]);
  });

  it('keeps only the newest entries', () => {
    const log = new RequestLog(2);
    for (const path of ['/a', '/b', '/c']) {
      log.record({ method: 'GET', path, query: {}, headers: {}, at: '' });
    }
    expect(log.list().map((entry) => entry.path)).toEqual(['/b', '/c']);
  });
});

describe('faults', () => {
  it('makes the next matching requests fail, then recovers', async () => {
    const added = await addFault({
      method: 'post',
      path: '/contact',
      status: 503,
      body: { message: 'Down for maintenance.' },
      times: 2,
    });
    expect(added.status).toBe(201);
    const contact = {
      firstName: 'a',
      lastName: 'b',
      email: 'c',
      phone: 'd',
      subject: 'e',
      comments: 'f',
      optIn: true,
    };
    const answers = [];
    for (let i = 0; i < 3; i += 1)
      answers.push(await callApi(sandbox, 'POST', '/contact', contact));
    expect(answers.map((answer) => answer.status)).toEqual([503, 503, 200]);
    expect(answers[0]?.body).toEqual({ message: 'Down for maintenance.' });
    const log = await request(sandbox, 'GET', '/__sandbox/requests?path=/contact');
    expect(log.body.map((entry: { status: number }) => entry.status)).toEqual([503, 503, 200]);
  });

  it('answers before the body is checked against the contract', async () => {
    await addFault({ method: 'POST', path: '/contact', status: 503, body: { message: 'Down.' } });
    expect(await callApi(sandbox, 'POST', '/contact', {})).toMatchObject({ status: 503 });
    expect(await callApi(sandbox, 'POST', '/contact', {})).toMatchObject({ status: 400 });
  });

  it('matches method and path, with * wildcards', async () => {
    await addFault({ method: '*', path: '/articles*', status: 500, body: { Message: 'Boom.' } });
    expect((await callApi(sandbox, 'GET', '/women/reports/impact')).status).toBe(200);
    const failed = await callApi(sandbox, 'GET', '/articles/uid/whatever');
    expect(failed).toMatchObject({ status: 500, body: { Message: 'Boom.' } });
    expect((await callApi(sandbox, 'GET', '/articles')).status).toBe(200);
  });

  it('can only delay a request, which then answers normally', async () => {
    await addFault({ method: 'GET', path: '/women/reports/impact', delayMs: 20 });
    const answer = await callApi(sandbox, 'GET', '/women/reports/impact');
    expect(answer).toMatchObject({ status: 200, body: { babiesSaved: 2431 } });
  });

  it('are listed and cleared', async () => {
    await addFault({ method: 'GET', path: '/partners', status: 500 });
    expect((await request(sandbox, 'GET', '/__sandbox/faults')).body).toHaveLength(1);
    await request(sandbox, 'DELETE', '/__sandbox/faults');
    expect((await callApi(sandbox, 'GET', '/partners?year=2020')).status).toBe(200);
  });

  it.each([
    [{ path: '/contact', status: 500 }, 'method'],
    [{ method: 'GET', path: 'contact', status: 500 }, 'path'],
    [{ method: 'GET', path: '/contact', status: 42 }, 'status'],
    [{ method: 'GET', path: '/contact', status: 500, times: 0 }, 'times'],
    [{ method: 'GET', path: '/contact' }, 'delayMs'],
  ])('rejects an invalid fault (%#)', async (fault, problem) => {
    const answer = await addFault(fault);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(problem);
  });
});

describe('latency', () => {
  it('still answers every call when --latency is set', async () => {
    const slow = await startSandbox({ latencyMs: 15 });
    const answer = await callApi(slow, 'GET', '/women/reports/impact');
    await slow.close();
    expect(answer.status).toBe(200);
  });
});
