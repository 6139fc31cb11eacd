import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SearchIndexer } from '../../contract/search-indexer';
import { makeTempDir } from '../test-support/fake-site';
import { BUILD_RUNNING_NICENESS, startSearchAhead } from './search-ahead';

// Pagefind reads the live pages while the build waits for its quiet period; once the build
// runs, Pagefind leaves it the cores (Linux: its process is found by name through /proc).

let dir: string;
let releasesDir: string;
let live: string;
let pagefind: ChildProcess | null = null;

beforeEach(() => {
  dir = makeTempDir('search-ahead-yield');
  releasesDir = path.join(dir, 'releases');
  live = path.join(releasesDir, 'live');
  mkdirSync(path.join(live, 'donate'), { recursive: true });
  writeFileSync(path.join(live, 'donate/index.html'), '<main data-pagefind-body>Donate</main>');
});

afterEach(() => {
  pagefind?.kill();
  pagefind = null;
  rmSync(dir, { recursive: true, force: true });
});

/** An index whose process is named as Pagefind's (a copy of `sleep`); resolves `read` once it read. */
const indexInItsOwnProcess = () => {
  let markRead: () => void = () => {};
  const read = new Promise<void>((resolve) => (markRead = resolve));
  const start = async (): Promise<SearchIndexer> => {
    const binary = path.join(dir, 'pagefind_fake');
    copyFileSync('/bin/sleep', binary);
    pagefind = spawn(binary, ['30']);
    await new Promise((resolve) => pagefind?.once('spawn', resolve));
    return {
      addDirectory: async () => {
        markRead();
        return 1;
      },
      addPage: async () => undefined,
      write: async () => undefined,
      discard: async () => undefined,
    };
  };
  return { start, read };
};

const linuxOnly = process.platform === 'linux' ? test : test.skip;

/** A search ahead of a build at niceness 10, as the server starts one; reading after `after`. */
const searchAheadOf = (start: () => Promise<SearchIndexer>, after?: Promise<void>) =>
  startSearchAhead({
    releasesDir,
    id: 'build',
    live,
    changedArticles: [],
    start,
    after,
    niceness: 10,
  });

linuxOnly('Pagefind reads at the build’s priority, and gives way once the build runs', async () => {
  const { start, read } = indexInItsOwnProcess();
  const search = searchAheadOf(start);
  await read;
  expect(os.getPriority(pagefind?.pid)).toBe(10);

  await search.yieldToBuild();

  expect(os.getPriority(pagefind?.pid)).toBe(BUILD_RUNNING_NICENESS);
  await search.discard();
});

linuxOnly(
  'a build that starts before Pagefind does leaves it the lower priority from its start',
  async () => {
    const { start, read } = indexInItsOwnProcess();
    let letReadingStart: () => void = () => {};
    const search = searchAheadOf(
      start,
      new Promise<void>((resolve) => (letReadingStart = resolve)),
    );

    await search.yieldToBuild();
    letReadingStart();
    await read;

    expect(os.getPriority(pagefind?.pid)).toBe(BUILD_RUNNING_NICENESS);
    await search.discard();
  },
);
