import autocannon from 'autocannon';
import { type HooksFixture, startHooksFixture } from '../test-support/hooks-fixture';
import { waitFor } from '../test-support/http';

jest.setTimeout(90_000);

let fixture: HooksFixture;

beforeAll(async () => {
  fixture = await startHooksFixture();
});

afterAll(async () => {
  await fixture.close();
});

test('switching releases under load (a rebuild, then a rollback) fails no request', async () => {
  let responses = 0;
  const afterResponses = async (count: number) => {
    const target = responses + count;
    await waitFor(async () => (responses >= target ? true : undefined), {
      attempts: 1_000,
      intervalMs: 20,
    });
  };
  let instance: ReturnType<typeof autocannon> | undefined;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: fixture.server.baseUrl,
        connections: 8,
        // An upper bound only: the test stops the run once both switches have been seen.
        duration: 60,
        requests: [
          { path: '/' },
          { path: '/es/' },
          { path: '/page-data/index/page-data.json' },
          { path: '/app-abc123.js' },
          { path: '/donate/' },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  instance?.on('response', () => {
    responses += 1;
  });

  await afterResponses(200);
  const { buildId } = JSON.parse((await fixture.rebuild()).text);
  await waitFor(async () => ((await fixture.status()).current === buildId ? true : undefined));
  await afterResponses(200);
  expect((await fixture.rollback()).status).toBe(200);
  await afterResponses(200);
  instance?.stop();
  const result = await finished;

  expect(result.requests.total).toBeGreaterThanOrEqual(600);
  expect(result.errors).toBe(0);
  expect(result.timeouts).toBe(0);
  expect(result.non2xx).toBe(0);
  expect(await fixture.homeText()).toContain('initial');
});
