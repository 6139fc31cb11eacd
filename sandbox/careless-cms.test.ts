import { checkList, checkRecord, ENDPOINTS } from '../contract';
import { CARELESS_YEAR } from './seed/careless-cms';
import { callApi, startSandbox, type RunningSandbox } from './test-helpers';

// `--careless-cms` must send records the contract refuses or repairs, and nothing else odd.

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ carelessCms: true });
});
afterAll(() => sandbox.close());

describe('--careless-cms', () => {
  it('adds to one year a record to skip and one to repair, beside the good ones', async () => {
    const { body } = await callApi(sandbox, 'GET', `/articles?year=${CARELESS_YEAR}`);
    const checked = checkList('articles', body);

    expect(
      checked.rejected.map(({ record, problems }) => [record, problems.map((p) => p.field)]),
    ).toEqual([[expect.objectContaining({ uuid: 'cms-typo-null-title' }), ['title', 'pubdate']]]);
    const repaired = checked.items.filter(({ repaired }) => repaired.length > 0);
    expect(repaired.map(({ value }) => value.title)).toEqual([
      'Volunteers sort 2,000 baby clothes',
    ]);
    expect(checked.items.length).toBeGreaterThan(2);
  });

  it('answers the body of a listed record with a null story, which the contract refuses', async () => {
    const { body } = await callApi(sandbox, 'GET', '/articles/uid/cms-typo-null-story');
    expect(checkRecord(ENDPOINTS.article.response, body)).toMatchObject({
      ok: false,
      problems: [expect.objectContaining({ field: 'story' })],
    });
  });

  it('leaves the other years as they are', async () => {
    const { body } = await callApi(sandbox, 'GET', `/articles?year=${CARELESS_YEAR + 1}`);
    expect(checkList('articles', body).rejected).toEqual([]);
  });
});
