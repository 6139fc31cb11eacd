import { runBuildCommand } from './build-runner';

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
