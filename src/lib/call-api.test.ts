import { ApiError } from './api-error';

describe('callApi when the client’s code cannot be downloaded', () => {
  afterEach(() => jest.resetModules());

  it('fails like a call with no answer, and the next call tries the download again', async () => {
    let chunkMissing = true;
    jest.doMock('./api-client', () => {
      if (chunkMissing) throw new Error('Loading chunk api-client failed.');
      return { callApi: (name: string) => Promise.resolve({ answeredBy: name }) };
    });
    const { callApi } = await import('./call-api');
    const failed: unknown = await callApi('actionEmail', { params: { id: 1 } }).catch(
      (error: unknown) => error,
    );
    expect(failed).toBeInstanceOf(ApiError);
    expect((failed as ApiError).failure).toEqual({ kind: 'network' });

    chunkMissing = false;
    jest.resetModules(); // the module registry cached the failed factory; a browser retries
    await expect(callApi('actionEmail', { params: { id: 1 } })).resolves.toEqual({
      answeredBy: 'actionEmail',
    });
  });
});
