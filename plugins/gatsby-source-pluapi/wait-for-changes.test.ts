import { PassThrough } from 'node:stream';
import { optionsOnceChangesKnown } from './wait-for-changes';

// A build the server started ahead of its webhook learns the changed articles from the
// server's line on its standard input, not from the options Gatsby read at its start.

const reporter = () => {
  const lines: string[] = [];
  return { lines, info: (line?: string) => void lines.push(line ?? '') };
};
const AHEAD = { PLUAPI_WAIT_FOR_CHANGES: '1' };
const nothingAhead = async () => {};

test('a build started ahead waits for the server’s line and fetches the articles it names', async () => {
  const input = new PassThrough();
  const log = reporter();
  const known = optionsOnceChangesKnown(
    { host: 'h', changedArticles: [] },
    log,
    AHEAD,
    input,
    nothingAhead,
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(log.lines).toEqual([
    'gatsby-source-pluapi: waiting for the server to name the changed articles',
  ]);

  input.write('a-1,');
  input.write('b_2\n');

  expect(await known).toEqual({ host: 'h', changedArticles: ['a-1', 'b_2'] });
  expect(log.lines[1]).toMatch(
    /^gatsby-source-pluapi: waited \d+\.\d{3} s for the server to name the changed articles$/,
  );
});

test('an empty line asks for every article body, as a build naming none does', async () => {
  const input = new PassThrough();
  const known = optionsOnceChangesKnown(
    { changedArticles: ['old'] },
    reporter(),
    AHEAD,
    input,
    nothingAhead,
  );
  input.end('\n');
  expect(await known).toEqual({ changedArticles: [] });
});

test('when the server goes before naming a change, there is nothing to build', async () => {
  const input = new PassThrough();
  const known = optionsOnceChangesKnown(
    { changedArticles: [] },
    reporter(),
    AHEAD,
    input,
    nothingAhead,
  );
  input.end('a-1');
  expect(await known).toBeNull();
});

test('a build started the usual way keeps its options and reads nothing', async () => {
  const input = new PassThrough();
  const log = reporter();
  const options = { changedArticles: ['a-1'] };
  const ahead = jest.fn(nothingAhead);
  expect(await optionsOnceChangesKnown(options, log, {}, input, ahead)).toBe(options);
  expect(ahead).not.toHaveBeenCalled();
  expect(log.lines).toEqual([]);
  expect(input.listenerCount('data')).toBe(0);
});

test('the build goes on when the line comes, whatever the work ahead is doing', async () => {
  const input = new PassThrough();
  const stillParsing = () => new Promise<void>(() => {});
  const known = optionsOnceChangesKnown(
    { changedArticles: [] },
    reporter(),
    AHEAD,
    input,
    stillParsing,
  );
  input.write('a-1\n');
  expect(await known).toEqual({ changedArticles: ['a-1'] });

  const failing = () => Promise.reject(new Error('moved'));
  const again = new PassThrough();
  const next = optionsOnceChangesKnown({ changedArticles: [] }, reporter(), AHEAD, again, failing);
  again.write('b-2\n');
  expect(await next).toEqual({ changedArticles: ['b-2'] });
});
