import { SECRET, withHooksFixture } from '../test-support/hooks-fixture';
import { httpRequest } from '../test-support/http';
import { webhookCli } from './webhook-cli';

jest.setTimeout(30_000);

const fixture = withHooksFixture();

const run = async (args: string[], env: Record<string, string> = {}) => {
  const lines: string[] = [];
  const code = await webhookCli(
    args,
    { REBUILD_WEBHOOK_SECRET: SECRET, WEBHOOK_URL: fixture().server.baseUrl, ...env },
    (line) => lines.push(line),
  );
  return { code, lines };
};

test('`sign` prints headers a caller can send as they are, once', async () => {
  const body = '{"articles":["abc-1"]}';
  const { code, lines } = await run(['sign', '/hooks/rebuild', body]);
  expect(code).toBe(0);
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
  );
  expect(Object.keys(headers).sort()).toEqual([
    'content-type',
    'x-webhook-id',
    'x-webhook-signature',
    'x-webhook-timestamp',
  ]);
  const call = { method: 'POST', headers, body };
  expect((await httpRequest(fixture().server.baseUrl, '/hooks/rebuild', call)).status).toBe(202);
  expect((await httpRequest(fixture().server.baseUrl, '/hooks/rebuild', call)).status).toBe(409);
  await fixture().waitUntilIdle();
});

test('`send` signs and sends: a rebuild, then the status (a GET)', async () => {
  const rebuild = await run(['send', '/hooks/rebuild']);
  expect(rebuild.code).toBe(0);
  expect(rebuild.lines[0]).toMatch(/^202 \{"buildId":/);
  await fixture().waitUntilIdle();
  const status = await run(['send', '/hooks/status']);
  expect(status.code).toBe(0);
  expect(status.lines[0]).toMatch(/^200 .*"outcome":"succeeded"/);
});

test('`send` with another secret fails with exit code 1', async () => {
  const result = await run(['send', '/hooks/rebuild'], {
    REBUILD_WEBHOOK_SECRET: 'not-the-secret-but-long-enough-0123456789',
  });
  expect(result.code).toBe(1);
  expect(result.lines[0]).toMatch(/^401 /);
});

test('a short or missing secret is refused before anything is sent', async () => {
  await expect(
    run(['sign', '/hooks/rebuild'], { REBUILD_WEBHOOK_SECRET: 'short' }),
  ).rejects.toThrow(/at least 32/);
});

test('a bad command prints the usage', async () => {
  const result = await run(['push']);
  expect(result.code).toBe(2);
  expect(result.lines[0]).toMatch(/usage/);
});

test('`status` prints the status for a person; `--json` keeps the raw answer', async () => {
  await fixture().rebuild();
  await fixture().waitUntilIdle();
  await run(['send', '/hooks/rollback']);
  const { code, lines } = await run(['status']);
  expect(code).toBe(0);
  expect(lines[0]).toMatch(/^Visitors see the build of .+ \(2 builds kept\)\.$/);
  expect(lines[1]).toMatch(
    /^Publishing is STOPPED since .+ by a signed hook call \(the CMS or a script\): rolled back from the build of /,
  );
  expect(lines).toContain('Running: nothing');
  expect(lines).toEqual(
    expect.arrayContaining([
      expect.stringMatching(
        /^Last build: the build of .*, started by a publish in the CMS, .*: published$/,
      ),
    ]),
  );
  const json = await run(['status', '--json']);
  expect(JSON.parse(json.lines.join('\n'))).toMatchObject({
    locked: true,
    current: fixture().initialRelease,
  });
});
