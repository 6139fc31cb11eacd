import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SearchIndexer } from '../../contract/search-indexer';
import { type HooksFixture, SECRET, startHooksFixture } from '../test-support/hooks-fixture';
import { httpRequest } from '../test-support/http';

// A webhook build's search index starts reading the live pages in the build's quiet period,
// before the build takes the cores, and the index that goes live has the build's pages.

jest.setTimeout(60_000);

const ARTICLE = '2b0c1f9e-5d57-4b8f-9a43-0c6f1d2e3a4b';

let fixture: HooksFixture;
/** When each index read ahead began. */
let indexesBegun: number[];

/** Stands in for Pagefind: the index it writes names the home page's heading it was given. */
const fakeIndexer = async (): Promise<SearchIndexer> => {
  indexesBegun.push(Date.now());
  let heading = '';
  const headingOf = (html: string) => /<h1>(.*?)<\/h1>/.exec(html)?.[1] ?? heading;
  return {
    addDirectory: async (dir) => {
      if (existsSync(path.join(dir, 'index.html'))) {
        heading = headingOf(readFileSync(path.join(dir, 'index.html'), 'utf8'));
      }
      return 1;
    },
    addPage: async (relative, html) => {
      if (relative === 'index.html') heading = headingOf(html);
    },
    write: async (outputPath) => {
      mkdirSync(outputPath, { recursive: true });
      writeFileSync(path.join(outputPath, 'pagefind.js'), `read ahead, then ${heading}`);
    },
    discard: async () => undefined,
  };
};

/** The index of every page, read after the build (what is used when reading ahead cannot be). */
const everyPage = async (dir: string) => {
  mkdirSync(path.join(dir, 'pagefind'), { recursive: true });
  writeFileSync(path.join(dir, 'pagefind', 'pagefind.js'), 'every page read after the build');
};

beforeEach(async () => {
  indexesBegun = [];
  fixture = await startHooksFixture(SECRET, [], [], {
    hooks: {
      searchIndex: everyPage,
      searchIndexAhead: fakeIndexer,
      supersededGraceMs: 0,
      quietSeconds: 1,
    },
  });
});

afterEach(() => fixture.close());

const searchText = async () =>
  (await httpRequest(fixture.server.baseUrl, '/pagefind/pagefind.js')).text;

test('the index of a build naming its article begins in the quiet period and goes live with its pages', async () => {
  await fixture.rebuild(JSON.stringify({ articles: [ARTICLE] }));
  const status = await fixture.waitUntilIdle();

  // The build starts once its quiet period is over.
  expect(indexesBegun).toHaveLength(1);
  expect(indexesBegun[0]).toBeLessThan(Date.parse(status.last.startedAt));
  expect(await searchText()).toBe('read ahead, then build 1');
  // The home pages are read after the build: they list the latest articles.
  expect(status.last.logTail).toContain(
    'search index: the live pages read in the quiet period, and 2 page(s) read after the build',
  );
});

test('a build naming no article (every page may change) reads every page after the build', async () => {
  await fixture.rebuild();
  await fixture.waitUntilIdle();

  expect(indexesBegun).toEqual([]);
  expect(await searchText()).toBe('every page read after the build');
});
