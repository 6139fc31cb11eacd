import fs from 'fs';
import os from 'os';
import path from 'path';
import { checkBuildReport } from '../../contract/build-report';
import { addToReport } from './report-file';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'legislature-report-'));
const read = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));

const apiRecord = { endpoint: '/articles', uuid: 'a-1', field: 'title', reason: 'trimmed' };
const row = {
  source: 'score card',
  outcome: 'skipped' as const,
  row: 14,
  field: 'district',
  message: 'Score card: row 14 has no district, skipped',
};

test("its lines join the API plugin's report, which the server reads whole", () => {
  const file = path.join(dir, 'joined.json');
  fs.writeFileSync(
    file,
    JSON.stringify({
      skipped: [],
      repaired: [apiRecord],
      fallbacks: [],
      requests: 7,
      changedArticles: [{ uuid: 'a-1', title: 'Gala', change: 'new' }],
    }),
  );
  addToReport(file, [row], [{ what: 'bills', reason: 'the legislature did not answer' }]);
  const written = read(file);
  expect(written).toEqual({
    skipped: [
      {
        endpoint: 'score card',
        row: 14,
        field: 'district',
        reason: row.message,
        message: row.message,
      },
    ],
    repaired: [apiRecord],
    fallbacks: [{ what: 'bills', reason: 'the legislature did not answer' }],
    requests: 7,
    changedArticles: [{ uuid: 'a-1', title: 'Gala', change: 'new' }],
  });
  expect(checkBuildReport(written).problem).toBeNull();
});

test('with no report yet (or an unreadable one) it starts a new one', () => {
  const file = path.join(dir, 'garbage.json');
  fs.writeFileSync(file, 'not json');
  addToReport(file, [{ ...row, outcome: 'repaired' }], []);
  expect(read(file)).toMatchObject({ skipped: [], repaired: [{ row: 14 }], requests: 0 });
});
