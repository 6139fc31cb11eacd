import { HttpResponse } from 'msw';
import impact from './__fixtures__/impact.json';
import { NODE_TYPES } from './constants';
import { sourceNodes } from './source-nodes';
import { createFakeGatsbyApi, PanicOnBuildError } from './test-support/fake-gatsby-api';
import { setupPluapiServer, TEST_KEY, TEST_TOKEN, testOptions } from './test-support/pluapi-server';

const { requests, requestsTo, answerInTurn } = setupPluapiServer();

const IMPACT = '/women/reports/impact';

async function buildFailure(options = testOptions): Promise<PanicOnBuildError> {
  const gatsby = createFakeGatsbyApi();
  const error = await sourceNodes(gatsby.gatsbyApi, options).then(
    () => {
      throw new Error('expected the build to fail');
    },
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(PanicOnBuildError);
  expect(gatsby.reporter.panicOnBuild).toHaveBeenCalledTimes(1);
  expect(gatsby.getNodesByType(NODE_TYPES.article)).toHaveLength(0);
  return error as PanicOnBuildError;
}

describe('sourceNodes, when the build cannot go on', () => {
  it('fails with 11001 naming the endpoint when the API stays down, without the credentials', async () => {
    // A careless upstream that echoes the credentials back in its error message.
    answerInTurn('/articles?year=2025', () =>
      HttpResponse.json(
        { Message: `Upstream down (token ${TEST_TOKEN}, key ${TEST_KEY})` },
        { status: 502 },
      ),
    );

    const { meta } = await buildFailure();

    expect(meta.id).toBe('11001');
    expect(meta.context.sourceMessage).toContain('GET /rest/pluapi/v1/articles?year=2025');
    expect(meta.context.sourceMessage).toMatch(
      /HTTP 502.*Upstream down \(token \*\*\*\*, key \*\*\*\*\)/,
    );
    expect(requestsTo('/articles?year=2025')).toHaveLength(testOptions.maxRetries + 1);
    const everythingShown = `${meta.context.sourceMessage} ${meta.error?.message} ${meta.error?.stack}`;
    expect(everythingShown).not.toContain(TEST_TOKEN);
    expect(everythingShown).not.toContain(TEST_KEY);
  });

  it('fails with 11001 when the network itself fails on every attempt', async () => {
    answerInTurn(IMPACT, () => HttpResponse.error());

    const { meta } = await buildFailure();

    expect(meta.id).toBe('11001');
    expect(meta.context.sourceMessage).toMatch(
      /GET \/rest\/pluapi\/v1\/women\/reports\/impact.*network error/,
    );
  });

  it('fails with 11003 at the first 401, without retrying', async () => {
    answerInTurn(IMPACT, () =>
      HttpResponse.json({ message: 'Invalid credentials.' }, { status: 401 }),
    );

    const { meta } = await buildFailure();

    expect(meta.id).toBe('11003');
    expect(meta.context.sourceMessage).toContain('HTTP 401: "Invalid credentials."');
    expect(requestsTo(IMPACT)).toHaveLength(1);
  });

  it('fails with 11002 naming the field when a body breaks the contract', async () => {
    answerInTurn(IMPACT, () => HttpResponse.json({ ...impact, babiesSaved: 'many' }));

    const { meta } = await buildFailure();

    expect(meta.id).toBe('11002');
    expect(meta.context.sourceMessage).toContain('GET /rest/pluapi/v1/women/reports/impact');
    expect(meta.context.sourceMessage).toContain('babiesSaved should be number, got "many"');
  });

  it('fails with 11002 when a body is not JSON at all', async () => {
    answerInTurn('/articles?year=2024', () => HttpResponse.html('<html>Maintenance</html>'));

    const { meta } = await buildFailure();

    expect(meta.id).toBe('11002');
    expect(meta.context.sourceMessage).toMatch(/articles\?year=2024 failed: the body is not JSON/);
  });

  it('fails with 11005 when a year list answers 404, without retrying', async () => {
    answerInTurn('/articles?year=2024', () =>
      HttpResponse.json({ Message: 'No such list.' }, { status: 404 }),
    );

    const { meta } = await buildFailure();

    expect(meta.id).toBe('11005');
    expect(meta.context.sourceMessage).toContain('GET /rest/pluapi/v1/articles?year=2024 failed');
    expect(requestsTo('/articles?year=2024')).toHaveLength(1);
  });

  it('fails with 11002 when a list endpoint answers something that is not a list', async () => {
    answerInTurn('/articles?year=2023', () => HttpResponse.json({ articles: [] }));

    const { meta } = await buildFailure();

    expect(meta.id).toBe('11002');
    expect(meta.context.sourceMessage).toMatch(/articles\?year=2023 failed: .*should be a list/);
  });

  it('keeps the credentials whole-word masked: a one-letter token does not garble the path', async () => {
    answerInTurn('/articles?year=2024', () => HttpResponse.html('<html>t is down</html>'));

    const { meta } = await buildFailure({ ...testOptions, token: 't', key: 'e' });

    expect(meta.context.sourceMessage).toContain('GET /rest/pluapi/v1/articles?year=2024 failed');
    expect(meta.context.sourceMessage).toContain('**** is down');
  });

  it('fails with 11004 before any request when the options are wrong', async () => {
    const { meta } = await buildFailure({ ...testOptions, host: 'ftp://pluapi.test/rest' });

    expect(meta.id).toBe('11004');
    expect(meta.context.sourceMessage).toContain('`host` must be an http(s) origin');
    expect(requests).toHaveLength(0);
  });
});
