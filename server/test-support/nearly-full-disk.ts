// Releases on a nearly full disk (issue 50, finding 3): a small tmpfs (`small-disk.ts`) holding
// two releases, filled until only a few pages are left, so the kernel's own ENOSPC hits.
import {
  closeSync,
  fstatSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readdirSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { makeTempDir } from './fake-site';
import { mountSmallDisk, unmountSmallDisk } from './small-disk';
import { createReleaseId } from '../releases/releases';

const PAGE = 4096;

/**
 * A 256 KiB tmpfs for the tests of this file, emptied after each. `dir` is null when it cannot
 * be mounted (not root): the tests then return early, the reason said once on the console.
 */
export function nearlyFullDisk(name: string): { dir: string | null } {
  const disk: { dir: string | null } = { dir: null };
  let parent = '';
  beforeAll(() => {
    parent = makeTempDir(name);
    const dir = path.join(parent, 'disk');
    // Inodes to spare: only the blocks run out, as on the server.
    if (mountSmallDisk(dir, '256k', 10_000)) disk.dir = dir;
  });
  afterEach(() => {
    const { dir } = disk;
    if (dir)
      for (const entry of readdirSync(dir)) rmSync(path.join(dir, entry), { recursive: true });
  });
  afterAll(() => {
    if (disk.dir) unmountSmallDisk(disk.dir);
    rmSync(parent, { recursive: true, force: true });
  });
  return disk;
}

/** Fills the disk at `dir` to its last page, then frees `pagesLeft` of them. */
export function fillDiskLeaving(dir: string, pagesLeft: number): void {
  const fd = openSync(path.join(dir, 'filler'), 'w');
  try {
    const chunk = Buffer.alloc(PAGE, 1);
    for (;;) {
      try {
        writeSync(fd, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOSPC') break;
        throw error;
      }
    }
    ftruncateSync(fd, Math.max(0, fstatSync(fd).size - pagesLeft * PAGE));
  } finally {
    closeSync(fd);
  }
}

/** Two small releases in `<dir>/releases`, oldest first, neither live yet. */
export function twoReleases(dir: string): { releasesDir: string; older: string; newer: string } {
  const releasesDir = path.join(dir, 'releases');
  const [older, newer] = [createReleaseId(), createReleaseId()];
  for (const id of [older, newer]) {
    mkdirSync(path.join(releasesDir, id), { recursive: true });
    writeFileSync(path.join(releasesDir, id, 'index.html'), `<h1>${id}</h1>`);
  }
  return { releasesDir, older, newer };
}
