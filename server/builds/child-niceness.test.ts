import { spawn } from 'node:child_process';
import os from 'node:os';
import { niceChildren } from './child-niceness';

// A child process this one did not start by itself (Pagefind's) is found by its name, and
// given the priority of the work it shares the cores with.

test('a child named so gets the niceness asked, every thread of it; others keep theirs', async () => {
  const sleeper = spawn('sleep', ['30']);
  const other = spawn('cat', [], { stdio: 'pipe' });
  try {
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await niceChildren('slee', 7)).toBe(1);
    expect(os.getPriority(sleeper.pid)).toBe(7);
    expect(os.getPriority(other.pid)).toBe(0);
    // Never lowered: asking for less leaves it.
    expect(await niceChildren('sleep', 3)).toBe(0);
    expect(os.getPriority(sleeper.pid)).toBe(7);
  } finally {
    sleeper.kill();
    other.kill();
  }
});
