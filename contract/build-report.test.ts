import { checkBuildReport } from './build-report';

const record = {
  endpoint: 'GET /rest/pluapi/v1/articles?year=2026',
  uuid: 'a-1',
  title: 'Gala 2026',
  field: 'story',
  reason: 'story should be string, got null',
};
const sheetRow = {
  endpoint: 'score card',
  row: 14,
  field: 'district',
  reason: 'no district',
  message: 'Score card: row 14 has no district, skipped',
};

test('a report as the plugins write it is read whole, with nothing to say', () => {
  const written = {
    skipped: [record, sheetRow],
    repaired: [{ endpoint: '/articles', uuid: 'a-2', field: 'title', reason: 'trimmed' }],
    fallbacks: [{ what: 'partners', reason: 'the API answered 500; using content/data' }],
    requests: 12,
    changedArticles: [{ uuid: 'a-3', title: 'Gala 2026', change: 'edited' as const }],
  };
  expect(checkBuildReport(JSON.parse(JSON.stringify(written)))).toEqual({
    report: written,
    problem: null,
  });
});

test('lists and the request count left out read as empty', () => {
  expect(checkBuildReport({ skipped: [record] })).toEqual({
    report: {
      skipped: [record],
      repaired: [],
      fallbacks: [],
      requests: null,
      changedArticles: null,
    },
    problem: null,
  });
});

test('a record with an odd field is left out and named; the records that fit are kept', () => {
  const { report, problem } = checkBuildReport({
    skipped: [record, { ...record, uuid: 42 }, { title: 'no endpoint, no reason' }],
    repaired: 'trimmed a title',
    fallbacks: [{ what: 'partners', reason: 'the API answered 500' }],
    requests: '12',
    changedArticles: [
      { uuid: 'a-3', title: 'Gala 2026', change: 'edited' },
      { uuid: 'a-4', change: 'renamed' },
    ],
  });
  expect(report).toEqual({
    skipped: [record],
    repaired: [],
    fallbacks: [{ what: 'partners', reason: 'the API answered 500' }],
    requests: null,
    changedArticles: [{ uuid: 'a-3', title: 'Gala 2026', change: 'edited' }],
  });
  expect(problem).toBe(
    'Part of the build report did not have the expected fields and is not shown: ' +
      '2 of 3 skipped records, the repaired records (not a list), 1 of 2 changed articles, the request count (not a number). ' +
      'The rest of the report is shown as written.',
  );
});

test('a field nobody reads is dropped, the record kept', () => {
  expect(checkBuildReport({ skipped: [{ ...record, colour: 'red' }] }).report?.skipped).toEqual([
    record,
  ]);
});

test.each([null, 'skipped', 42, [record]])('%j is no report, and says so', (value) => {
  const { report, problem } = checkBuildReport(value);
  expect(report).toBeNull();
  expect(problem).toMatch(/^The build report is not a JSON object/);
});
