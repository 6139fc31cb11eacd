import { BuildProcess, runBuildCommand } from './build-runner';

jest.setTimeout(20_000);

test('a build past its time limit is stopped, SIGKILL for a group that ignores SIGTERM, and fails with the reason', async () => {
  const lines: string[] = [];
  // The shell ignores SIGTERM and starts a child: both must be gone for the run to end.
  const command = `trap '' TERM; sleep 30 & echo started; wait`;
  const run = runBuildCommand(
    command,
    process.cwd(),
    (line) => lines.push(line),
    undefined,
    {},
    {
      timeoutMs: 300,
      killGraceMs: 200,
    },
  );
  await expect(run).rejects.toThrow('the build took longer than 0 seconds and was stopped');
  expect(lines).toEqual(
    expect.arrayContaining(['started', 'the build ran longer than 0 seconds; stopping it']),
  );
});

test('a caller’s article ids reach the build as one environment value, never as shell words', async () => {
  const lines: string[] = [];
  await runBuildCommand(
    'printf "%s\\n" "$PLUAPI_CHANGED_ARTICLES"',
    process.cwd(),
    (line) => lines.push(line),
    undefined,
    { PLUAPI_CHANGED_ARTICLES: 'a-1,$(touch /tmp/pwned),`id`' },
  );
  expect(lines).toEqual(['a-1,$(touch /tmp/pwned),`id`']);
});

describe('waiting for a line of a build started ahead', () => {
  const waitFor = async (build: BuildProcess, text: string) => {
    let seen = false;
    const printed = build.printed(text).then(() => {
      seen = true;
    });
    return { printed, seen: () => seen };
  };

  test('resolves once the line is printed, not before', async () => {
    const build = new BuildProcess(
      'sleep 0.3; echo "info: waiting for the server"; sleep 30',
      '/tmp',
      {},
    );
    const wait = await waitFor(build, 'waiting for the server');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(wait.seen()).toBe(false);
    await wait.printed;
    expect(build.running).toBe(true);
    await build.stop();
  });

  test('resolves at once for a line printed before anyone asked', async () => {
    const build = new BuildProcess('echo "info: waiting for the server"; sleep 30', '/tmp', {});
    await new Promise((resolve) => setTimeout(resolve, 300));
    await build.printed('waiting for the server');
    expect(build.running).toBe(true);
    await build.stop();
  });

  test('resolves when the process ends without printing it', async () => {
    const build = new BuildProcess('sleep 0.2; exit 1', '/tmp', {});
    await build.printed('waiting for the server');
    await build.exited;
    expect(build.exitCode).toBe(1);
  });
});
