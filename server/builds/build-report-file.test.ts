import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readBuildReport } from './build-report-file';
import { withHooksFixture } from '../test-support/hooks-fixture';

jest.setTimeout(30_000);

const dir = mkdtempSync(path.join(os.tmpdir(), 'build-report-'));
const file = (name: string, text: string) => {
  const at = path.join(dir, name);
  writeFileSync(at, text);
  return at;
};

describe('reading the build report back', () => {
  it('a missing file is no report and nothing to say (a build that failed early)', async () => {
    expect(await readBuildReport(path.join(dir, 'none.json'))).toEqual({
      report: null,
      problem: null,
    });
  });

  it('a file of garbage is no report, and says so in a sentence', async () => {
    expect(await readBuildReport(file('garbage.json', '{"skipped": [\u0000 nonsense'))).toEqual({
      report: null,
      problem:
        'The build report is not JSON, so what the build skipped, repaired or replaced is not shown.',
    });
    expect((await readBuildReport(file('list.json', '["skipped"]'))).problem).toMatch(
      /^The build report is not a JSON object/,
    );
  });

  it('a record with an odd field is left out and named, the rest kept', async () => {
    const fits = { endpoint: '/articles', uuid: 'a-1', field: 'title', reason: 'trimmed' };
    const read = await readBuildReport(
      file(
        'odd.json',
        JSON.stringify({
          skipped: [],
          repaired: [fits, { ...fits, field: ['title'] }],
          requests: 4,
        }),
      ),
    );
    expect(read.report).toEqual({
      skipped: [],
      repaired: [fits],
      fallbacks: [],
      requests: 4,
      changedArticles: null,
    });
    expect(read.problem).toMatch(/not shown: 1 of 2 repaired records\. /);
  });
});

describe('a build whose report does not fit', () => {
  const fixture = withHooksFixture();

  it('still publishes, and its log says what of the report is not shown', async () => {
    writeFileSync(path.join(fixture().siteDir, 'write-report'), 'not json at all');
    await fixture().rebuild();
    const status = await fixture().waitUntilIdle();
    expect(status.last.outcome).toBe('succeeded');
    expect(status.last.report).toBeNull();
    expect(status.last.logTail).toContain(
      'The build report is not JSON, so what the build skipped, repaired or replaced is not shown.',
    );
  });
});
