import { delay, HttpResponse } from 'msw';
import impact from './__fixtures__/impact.json';
import { NODE_TYPES } from './constants';
import { sourceNodes } from './source-nodes';
import { createFakeGatsbyApi } from './test-support/fake-gatsby-api';
import { setupPluapiServer, testOptions } from './test-support/pluapi-server';

const { requestsTo, answerInTurn } = setupPluapiServer();

const IMPACT = '/women/reports/impact';
const serverError = () => HttpResponse.json({ Message: 'Service unavailable.' }, { status: 503 });
const impactOk = () => HttpResponse.json(impact);

describe('sourceNodes, when the API misbehaves for a while', () => {
  it('retries a 503 twice and builds with the third answer', async () => {
    answerInTurn(IMPACT, serverError, serverError, impactOk);
    const gatsby = createFakeGatsbyApi();

    await sourceNodes(gatsby.gatsbyApi, testOptions);

    expect(requestsTo(IMPACT)).toHaveLength(3);
    expect(gatsby.getNodesByType(NODE_TYPES.impact)).toHaveLength(1);
  });

  it('waits out a 429 with Retry-After and builds', async () => {
    const tooMany = () => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '0' } });
    answerInTurn(IMPACT, tooMany, impactOk);
    const gatsby = createFakeGatsbyApi();

    // Backoff alone would wait 15 s or more, far past the test time limit.
    await sourceNodes(gatsby.gatsbyApi, { ...testOptions, retryBaseMs: 60_000 });

    expect(requestsTo(IMPACT)).toHaveLength(2);
    expect(gatsby.getNodesByType(NODE_TYPES.impact)).toHaveLength(1);
  });

  it('abandons an attempt that exceeds timeoutMs, retries and builds', async () => {
    const hang = async () => {
      await delay('infinite');
      return impactOk();
    };
    answerInTurn(IMPACT, hang, impactOk);
    const gatsby = createFakeGatsbyApi();

    await sourceNodes(gatsby.gatsbyApi, { ...testOptions, timeoutMs: 50 });

    expect(requestsTo(IMPACT)).toHaveLength(2);
    expect(gatsby.getNodesByType(NODE_TYPES.impact)).toHaveLength(1);
  });
});
