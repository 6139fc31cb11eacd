import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../test-support/fake-site';
import { linkFiles, listFiles } from './linked-copy';
import { removeTree } from './remove-tree';
import { linkFilesInChild } from './tree-in-child';

// Links and removals nobody waits for go to the system's `cp` and `rm` at a low priority; a
// system without them (no GNU `cp`, no `nice`) gets the same result from the server itself.

let dir: string;
let release: string;
const savedPath = process.env.PATH;

beforeEach(() => {
  dir = makeTempDir('tree-in-child');
  release = path.join(dir, 'release');
  for (const file of ['index.html', 'news/2026/index.html', 'page-data/news/2026/page-data.json']) {
    mkdirSync(path.dirname(path.join(release, file)), { recursive: true });
    writeFileSync(path.join(release, file), file);
  }
});

afterEach(() => {
  process.env.PATH = savedPath;
  rmSync(dir, { recursive: true, force: true });
});

/** A PATH where neither `nice` nor `cp` nor `rm` is found. */
const withoutSystemTools = () => {
  const empty = path.join(dir, 'no-tools');
  mkdirSync(empty);
  process.env.PATH = empty;
};

const inode = (file: string) => statSync(file).ino;

test('the listed files are hard-linked into a new folder, and only those', async () => {
  const target = path.join(dir, 'ahead');

  const linked = await linkFilesInChild(release, target, ['news/2026/index.html', 'index.html']);

  expect(linked).toBe(true);
  expect(await listFiles(target, () => false)).toEqual(['index.html', 'news/2026/index.html']);
  expect(inode(path.join(target, 'news/2026/index.html'))).toBe(
    inode(path.join(release, 'news/2026/index.html')),
  );
});

test('a file missing from the release fails the child, and the server links the rest itself', async () => {
  const target = path.join(dir, 'ahead');
  expect(await linkFilesInChild(release, target, ['gone.html'])).toBe(false);

  withoutSystemTools();
  await linkFiles(release, target, ['index.html', 'page-data/news/2026/page-data.json'], {
    niceness: 10,
  });

  expect(await listFiles(target, () => false)).toEqual([
    'index.html',
    'page-data/news/2026/page-data.json',
  ]);
  expect(inode(path.join(target, 'index.html'))).toBe(inode(path.join(release, 'index.html')));
});

test('a folder goes whole without the system’s tools too', async () => {
  withoutSystemTools();

  await removeTree(release);

  expect(existsSync(release)).toBe(false);
  expect(readdirSync(dir)).toEqual(['no-tools']);
});
