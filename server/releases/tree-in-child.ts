import { spawn } from 'node:child_process';
import path from 'node:path';

// Work on a whole release that no request waits for (a release linked ahead of the next build,
// a release or a folder of links removed after one) is done by the system's own `cp` and `rm`
// in a child process at a lower priority. Done in the server, each of its 66,000 files is one
// call through libuv's four threads, the ones that also read every page visitors ask for, and
// costs the server's CPU at its normal priority: linking a 3,000-article release (66,000 files)
// took 7.2 s of CPU there, 4 files at a time, against 3.6 s for `cp`. In the bench it held one
// of the two cores for 10-20 s after each build, while the next build's Gatsby (niceness 10)
// started and sourced.

/** The priority of links: the same as the next build's Gatsby, started ahead of it. */
export const BACKGROUND_NICENESS = 10;

/**
 * The priority of removals, which nothing waits for: below Pagefind's writing of the search
 * index that follows a build (a release pruned then, at niceness 10, delayed it by 1-2 s).
 */
export const REMOVAL_NICENESS = 19;

/** Runs a POSIX shell script at `niceness`, `input` on its standard input; false when it fails. */
function runNiced(
  script: string,
  args: readonly string[],
  niceness: number,
  input = '',
): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('nice', ['-n', String(niceness), '/bin/sh', '-c', script, 'sh', ...args], {
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
    // A child that failed early closes its input: that is its exit code's to say.
    child.stdin.on('error', () => {});
    child.stdin.end(input);
  });
}

// Links the files named on standard input (NUL-separated, relative to $1) into the folder $2,
// making the folders they need. `cp -l --parents -t` is GNU's (Linux); elsewhere the script
// fails and the caller links in the server instead.
const LINK_LISTED = `set -e
mkdir -p "$2"
cd "$1"
xargs -0 -r cp -l --parents -t "$2" --`;

/**
 * Hard-links `files` (relative to `from`, with `/`) into the folder `to`, which may not exist
 * yet; false when the system could not (what it linked is then left to the caller to remove).
 */
export function linkFilesInChild(
  from: string,
  to: string,
  files: readonly string[],
  niceness = BACKGROUND_NICENESS,
): Promise<boolean> {
  const input = files.map((file) => `${file}\0`).join('');
  return runNiced(LINK_LISTED, [path.resolve(from), path.resolve(to)], niceness, input);
}

/** Removes `target` and all under it (`rm -rf`); false when that failed. */
export function removeInChild(target: string, niceness = REMOVAL_NICENESS): Promise<boolean> {
  return runNiced('rm -rf -- "$1"', [path.resolve(target)], niceness);
}
