/** @jest-environment node */
import path from 'node:path';
import { buildSearchIndex } from './build-search-index';
import { onPostBuild } from './post-build';
import { stripNulBytes } from './strip-nul-bytes';

jest.mock('./build-search-index', () => ({
  buildSearchIndex: jest.fn(async () => ({ pages: 3, seconds: 0.1 })),
}));
jest.mock('./write-rss-feeds', () => ({ onPostBuild: jest.fn() }));
jest.mock('./write-robots-txt', () => ({ writeRobotsTxt: jest.fn() }));
// A unit test has no built public/ (a clean clone); strip-nul-bytes.test.ts tests the cleaning.
jest.mock('./strip-nul-bytes', () => ({ stripNulBytes: jest.fn(async () => []) }));

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
  // The pages this build wrote lose React's stray NUL bytes before anything indexes them.
  expect(stripNulBytes).toHaveBeenCalledWith(path.resolve('public'), expect.any(Number));
});

test('a build the server runs with SKIP_SEARCH_INDEX=1 leaves the index to the server', async () => {
  process.env.SKIP_SEARCH_INDEX = '1';
  await runPostBuild();
  expect(buildSearchIndex).not.toHaveBeenCalled();
  expect(reporter.info).toHaveBeenCalledWith(expect.stringContaining('skipped'));
});
