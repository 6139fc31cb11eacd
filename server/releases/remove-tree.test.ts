import { existsSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../test-support/fake-site';
import { removeTree } from './remove-tree';

let dir: string;
beforeEach(() => (dir = makeTempDir('remove-tree')));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('a release folder goes whole, and what it linked to stays', async () => {
  const release = path.join(dir, 'release');
  const kept = path.join(dir, 'kept.html');
  writeFileSync(kept, 'kept');
  for (let page = 0; page < 50; page += 1) {
    mkdirSync(path.join(release, 'news', String(page)), { recursive: true });
    writeFileSync(path.join(release, 'news', String(page), 'index.html'), 'page');
  }
  symlinkSync(kept, path.join(release, 'link.html'));

  await removeTree(release);

  expect(existsSync(release)).toBe(false);
  expect(readdirSync(dir)).toEqual(['kept.html']);
});

test('a file, a link or nothing at all is removed as fs.rm with force would', async () => {
  const file = path.join(dir, 'file');
  writeFileSync(file, 'x');
  const link = path.join(dir, 'link');
  symlinkSync(dir, link);

  await removeTree(file);
  await removeTree(link);
  await removeTree(path.join(dir, 'never-there'));

  expect(readdirSync(dir)).toEqual([]);
});
