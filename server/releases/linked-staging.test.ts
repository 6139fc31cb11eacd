import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { SOURCES_FILE } from './linked-copy';
import {
  indexEveryPage,
  stageLinkedRelease,
  stageWithNewSearchIndex, startEarlyLinks } from './staging';
import { publishRelease } from '../test-support/publish-release';
import { makeTempDir, page, writeBuiltSite } from '../test-support/fake-site';

// A build rewrites only what changed; the release staged from it shares every other file
// with the live release (a hard link, same inode) and copies the rest.

jest.setTimeout(30_000);

let siteDir: string;
let releasesDir: string;
let live: string;

const inode = (file: string) => statSync(file).ino;

beforeEach(async () => {
  siteDir = makeTempDir('linked');
  releasesDir = path.join(siteDir, 'releases');
  writeBuiltSite(siteDir, 'first build');
  live = path.join(releasesDir, await publishRelease({ siteDir, releasesDir }));
});

afterEach(() => rmSync(siteDir, { recursive: true, force: true }));

test('a changed file is a new copy, an unchanged one a link to the live release', async () => {
  const publicDir = path.join(siteDir, 'public');
  writeFileSync(path.join(publicDir, 'index.html'), '<h1>second build</h1>');
  const staged = await stageLinkedRelease({ siteDir, releasesDir, linkFrom: live });
  const release = path.join(releasesDir, staged.id);

  expect(readFileSync(path.join(release, 'index.html'), 'utf8')).toBe('<h1>second build</h1>');
  expect(inode(path.join(release, 'index.html'))).not.toBe(inode(path.join(live, 'index.html')));
  expect(inode(path.join(release, 'donate/index.html'))).toBe(
    inode(path.join(live, 'donate/index.html')),
  );
  expect(staged.copied).toContain('index.html');
  expect(staged.copied).not.toContain('donate/index.html');
  // Never a link into public/, which the next build rewrites in place.
  expect(inode(path.join(release, 'donate/index.html'))).not.toBe(
    inode(path.join(publicDir, 'donate/index.html')),
  );
});

test('the live release is never modified, and the next build sees copies as unchanged', async () => {
  const publicDir = path.join(siteDir, 'public');
  const liveHome = readFileSync(path.join(live, 'index.html'), 'utf8');
  writeFileSync(path.join(publicDir, 'index.html'), '<h1>second build</h1>');
  const second = path.join(
    releasesDir,
    (await stageLinkedRelease({ siteDir, releasesDir, linkFrom: live })).id,
  );
  expect(readFileSync(path.join(live, 'index.html'), 'utf8')).toBe(liveHome);

  // Gatsby writes a file of the same size in place: the staged releases keep their bytes.
  writeFileSync(path.join(publicDir, 'sw.js'), 'self.addEventListener("instal_", () => {});');
  const third = await stageLinkedRelease({ siteDir, releasesDir, linkFrom: second });
  expect(third.copied).toEqual(expect.arrayContaining(['sw.js']));
  expect(third.copied).not.toContain('index.html');
  for (const release of [live, second]) {
    expect(readFileSync(path.join(release, 'sw.js'), 'utf8')).toContain('"install"');
  }
});

describe('a file rewritten with its old size and modification time (cp -p, rsync -t)', () => {
  const rewriteKeepingMtime = (file: string, content: string) => {
    const before = statSync(file);
    expect(Buffer.byteLength(content)).toBe(before.size);
    writeFileSync(file, content);
    utimesSync(file, before.atime, before.mtime);
  };
  const SAME_SIZE_CHANGE = 'self.addEventListener("instal_", () => {});';

  test('linked staging notices changed content whatever its mtime', async () => {
    const publicSw = path.join(siteDir, 'public', 'sw.js');
    rewriteKeepingMtime(publicSw, SAME_SIZE_CHANGE);
    const staged = await stageLinkedRelease({ siteDir, releasesDir, linkFrom: live });
    const release = path.join(releasesDir, staged.id);
    expect(readFileSync(path.join(release, 'sw.js'), 'utf8')).toBe(SAME_SIZE_CHANGE);
    expect(staged.copied).toContain('sw.js');
    // The unchanged files are still shared with the live release.
    expect(inode(path.join(release, 'donate/index.html'))).toBe(
      inode(path.join(live, 'donate/index.html')),
    );
  });

  test('a release staged before sources were recorded is compared byte for byte', async () => {
    rmSync(path.join(live, SOURCES_FILE));
    rewriteKeepingMtime(path.join(siteDir, 'public', 'sw.js'), SAME_SIZE_CHANGE);
    const staged = await stageLinkedRelease({ siteDir, releasesDir, linkFrom: live });
    expect(staged.copied).toContain('sw.js');
    expect(staged.copied).not.toContain('donate/index.html');
    expect(readFileSync(path.join(releasesDir, staged.id, 'sw.js'), 'utf8')).toBe(SAME_SIZE_CHANGE);
  });
});

test('with searchFrom the search index is the given release’s, not public/’s', async () => {
  const publicDir = path.join(siteDir, 'public');
  mkdirSync(path.join(live, 'pagefind'));
  writeFileSync(path.join(live, 'pagefind', 'pagefind.js'), 'index of the live release');
  mkdirSync(path.join(publicDir, 'pagefind'));
  writeFileSync(path.join(publicDir, 'pagefind', 'pagefind.js'), 'stale index left in public');
  const staged = await stageLinkedRelease({
    siteDir,
    releasesDir,
    linkFrom: live,
    searchFrom: live,
  });
  const index = path.join(releasesDir, staged.id, 'pagefind', 'pagefind.js');
  expect(readFileSync(index, 'utf8')).toBe('index of the live release');
  expect(staged.copied).not.toContain('pagefind/pagefind.js');
});

test('a file the live release lost (removed by hand) is copied again, not a failed staging', async () => {
  rmSync(path.join(live, 'donate', 'index.html'));
  const staged = await stageLinkedRelease({ siteDir, releasesDir, linkFrom: live });
  expect(staged.copied).toContain('donate/index.html');
  expect(readFileSync(path.join(releasesDir, staged.id, 'donate/index.html'), 'utf8')).toContain(
    'donate',
  );
});

describe('a search index added to a release', () => {
  test('is built from its pages, beside every file of the release linked', async () => {
    const seen: string[] = [];
    const indexed = await stageWithNewSearchIndex(
      releasesDir,
      path.basename(live),
      indexEveryPage(async (dir) => {
      seen.push(...(readdirSync(dir, { recursive: true }) as string[]));
      mkdirSync(path.join(dir, 'pagefind'));
      writeFileSync(path.join(dir, 'pagefind', 'pagefind.js'), 'the new index');
    }),
    );
    const release = path.join(releasesDir, indexed);
    expect(seen).toEqual(expect.arrayContaining(['index.html', 'es/donate/index.html']));
    expect(readFileSync(path.join(release, 'pagefind', 'pagefind.js'), 'utf8')).toBe(
      'the new index',
    );
    for (const file of ['index.html', 'app-abc123.js', 'static/x.png', 'redirects.json']) {
      expect(inode(path.join(release, file))).toBe(inode(path.join(live, file)));
    }
    expect(readdirSync(releasesDir).filter((name) => name.startsWith('.staging-'))).toEqual([]);
  });

  test('that fails leaves no release and nothing half-made', async () => {
    const before = readdirSync(releasesDir);
    await expect(
      stageWithNewSearchIndex(
        releasesDir,
        path.basename(live),
        indexEveryPage(async () => {
        throw new Error('Pagefind could not start');
      }),
      ),
    ).rejects.toThrow('Pagefind could not start');
    expect(readdirSync(releasesDir)).toEqual(before);
    expect(existsSync(path.join(live, 'pagefind'))).toBe(false);
  });
});

describe('a live release linked while the build runs (startEarlyLinks)', () => {
  const stageAfterEarlyLinks = async (id: string, searchFrom?: string) => {
    const early = startEarlyLinks(releasesDir, id, live);
    const prelinked = await early.done;
    return stageLinkedRelease({ siteDir, releasesDir, id, linkFrom: live, searchFrom, prelinked });
  };

  test('stages what linking as it goes stages, and leaves the live release as it was', async () => {
    const publicDir = path.join(siteDir, 'public');
    const liveFiles = readdirSync(live, { recursive: true }).map(String).sort();
    const liveBytes = liveFiles
      .filter((file) => statSync(path.join(live, file)).isFile())
      .map((file) => readFileSync(path.join(live, file), 'utf8'));
    writeFileSync(path.join(publicDir, 'index.html'), page('second build'));
    writeFileSync(path.join(publicDir, 'pt/index.html'), page('início'));
    rmSync(path.join(publicDir, 'es/donate'), { recursive: true });
    writeFileSync(path.join(siteDir, '.cache', 'match-paths.json'), '[]');

    const staged = await stageAfterEarlyLinks('20261207-early');
    const release = path.join(releasesDir, staged.id);

    expect(readFileSync(path.join(release, 'index.html'), 'utf8')).toBe(page('second build'));
    expect(readFileSync(path.join(release, 'pt/index.html'), 'utf8')).toBe(page('início'));
    expect(existsSync(path.join(release, 'es/donate/index.html'))).toBe(false);
    expect(existsSync(path.join(release, 'es/donate/index.html.br'))).toBe(false);
    expect(readFileSync(path.join(release, 'match-paths.json'), 'utf8')).toBe('[]');
    // The new home page has compressed copies of its own, not the live page's.
    expect(inode(path.join(release, 'index.html.br'))).not.toBe(
      inode(path.join(live, 'index.html.br')),
    );
    expect(staged.copied.sort()).toEqual(
      ['index.html', 'match-paths.json', 'pt/index.html', 'redirects.json'].sort(),
    );
    expect(inode(path.join(release, 'donate/index.html'))).toBe(
      inode(path.join(live, 'donate/index.html')),
    );
    expect(inode(path.join(release, 'donate/index.html.gz'))).toBe(
      inode(path.join(live, 'donate/index.html.gz')),
    );
    // Every file of the live release has the bytes it had: nothing was written through a link.
    expect(readdirSync(live, { recursive: true }).map(String).sort()).toEqual(liveFiles);
    expect(
      liveFiles
        .filter((file) => statSync(path.join(live, file)).isFile())
        .map((file) => readFileSync(path.join(live, file), 'utf8')),
    ).toEqual(liveBytes);
    expect(existsSync(path.join(releasesDir, '.staging-20261207-early'))).toBe(false);
  });

  test('the next build, staged the same way, still tells changed files from unchanged ones', async () => {
    writeFileSync(path.join(siteDir, 'public', 'index.html'), page('second build'));
    const second = await stageAfterEarlyLinks('20261207-second');
    live = path.join(releasesDir, second.id);
    writeFileSync(path.join(siteDir, 'public', 'donate/index.html'), page('donate now'));
    const third = await stageAfterEarlyLinks('20261207-third');
    expect(third.copied).toContain('donate/index.html');
    expect(third.copied).not.toContain('index.html');
    expect(readFileSync(path.join(live, 'donate/index.html'), 'utf8')).toBe(page('donate'));
  });

  test('the live search index is carried over, public/’s left out', async () => {
    mkdirSync(path.join(live, 'pagefind'));
    writeFileSync(path.join(live, 'pagefind', 'pagefind.js'), 'index of the live release');
    mkdirSync(path.join(siteDir, 'public', 'pagefind'));
    writeFileSync(path.join(siteDir, 'public', 'pagefind', 'pagefind.js'), 'stale index');
    const staged = await stageAfterEarlyLinks('20261207-search', live);
    const index = path.join(releasesDir, staged.id, 'pagefind', 'pagefind.js');
    expect(readFileSync(index, 'utf8')).toBe('index of the live release');
  });

  test('a build that publishes nothing leaves no staging folder behind', async () => {
    const early = startEarlyLinks(releasesDir, '20261207-failed', live);
    await early.discard();
    expect(readdirSync(releasesDir).filter((name) => name.startsWith('.staging-'))).toEqual([]);
    expect(readFileSync(path.join(live, 'index.html'), 'utf8')).toBe(page('first build'));
  });
});
