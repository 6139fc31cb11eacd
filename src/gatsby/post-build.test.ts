/** @jest-environment node */
import path from 'node:path';
import { buildSearchIndex } from './build-search-index';
import { onPostBuild } from './post-build';

jest.mock('./build-search-index', () => ({
  buildSearchIndex: jest.fn(async () => ({ pages: 3, seconds: 0.1 })),
}));
jest.mock('./write-rss-feeds', () => ({ onPostBuild: jest.fn() }));
jest.mock('./write-robots-txt', () => ({ writeRobotsTxt: jest.fn() }));

const reporter = {
  info: jest.fn(),
  activityTimer: () => ({
    start: jest.fn(),
    setStatus: jest.fn(),
    end: jest.fn(),
    panicOnBuild: jest.fn(),
  }),
};
const runPostBuild = () =>
  (onPostBuild as (args: unknown, options: unknown) => Promise<void>)({ reporter }, {});

afterEach(() => {
  delete process.env.SKIP_SEARCH_INDEX;
  jest.mocked(buildSearchIndex).mockClear();
});

test('a build (npm run build, npm start, npm test) writes the search index into public/', async () => {
  await runPostBuild();
  expect(buildSearchIndex).toHaveBeenCalledWith(path.resolve('public'));
});

test('a build the server runs with SKIP_SEARCH_INDEX=1 leaves the index to the server', async () => {
  process.env.SKIP_SEARCH_INDEX = '1';
  await runPostBuild();
  expect(buildSearchIndex).not.toHaveBeenCalled();
  expect(reporter.info).toHaveBeenCalledWith(expect.stringContaining('skipped'));
});
