// A real full disk for tests: a small tmpfs mounted in a temporary directory (tests run as root
// here and in CI), filled to the last byte, so writes fail with the kernel's own ENOSPC.
import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * Mounts a tmpfs of `size` (e.g. "6m") with at most `inodes` files on `dir`; false, with the
 * reason on the console, where mounting is not allowed (not root): the caller skips its test.
 */
export function mountSmallDisk(dir: string, size: string, inodes = 400): boolean {
  mkdirSync(dir, { recursive: true });
  const mount = spawnSync(
    'mount',
    ['-t', 'tmpfs', '-o', `size=${size},nr_inodes=${inodes}`, 'tmpfs', dir],
    {
      encoding: 'utf8',
    },
  );
  if (mount.status === 0) return true;
  console.warn(
    `Skipping a full-disk test: mounting a tmpfs on ${dir} needs root (${(mount.stderr ?? mount.error?.message ?? '').trim()}).`,
  );
  return false;
}

export function unmountSmallDisk(dir: string): void {
  spawnSync('umount', [dir]);
}

const isFull = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOSPC';

/**
 * Fills the filesystem of `dir`: files until no inode is left, then bytes until no block is.
 * Returns the folder holding them; removing it makes room again.
 */
export function fillDisk(dir: string): string {
  const filler = path.join(dir, 'filler');
  mkdirSync(filler);
  for (let n = 0; ; n += 1) {
    try {
      closeSync(openSync(path.join(filler, String(n)), 'w'));
    } catch (error) {
      if (isFull(error)) break;
      throw error;
    }
  }
  const fd = openSync(path.join(filler, '0'), 'w');
  try {
    for (const size of [64 * 1024, 1024, 1]) {
      const chunk = Buffer.alloc(size, 1);
      for (;;) {
        try {
          writeSync(fd, chunk);
        } catch (error) {
          if (isFull(error)) break;
          throw error;
        }
      }
    }
  } finally {
    closeSync(fd);
  }
  return filler;
}
