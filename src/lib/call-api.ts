// How pages call the provider API. The client and the contract's schemas it checks each
// reply against (valibot) are a chunk of their own: a form page loads it when the visitor
// starts on the form (see the form kit), not with the page. Pages that need
// data on arrival start the download at once.
import type { EndpointName } from '../../contract';
import type { ApiCall, ReplyOf } from './api-client';
import { ApiError } from './api-error';

export type { ApiCall, ReplyOf };

let loading: Promise<typeof import('./api-client')> | null = null;

const loadClient = () => {
  loading ??= import(/* webpackChunkName: "api-client" */ './api-client').catch(
    (error: unknown) => {
      loading = null; // a flaky network: the next call tries again
      throw error;
    },
  );
  return loading;
};

/** Starts the client's download early (the first touch of a form, idle time, arrival). */
export const preloadApiClient = (): void => void loadClient().catch(() => undefined);

/**
 * Calls a contract endpoint (see `callApi` in api-client.ts). A client that cannot be
 * downloaded fails like a call with no answer: an ApiError of kind `network`.
 */
export const callApi = async <N extends EndpointName>(
  name: N,
  call: ApiCall = {},
): Promise<ReplyOf<N>> => {
  let client: typeof import('./api-client');
  try {
    client = await loadClient();
  } catch {
    // Named by endpoint: the path would need the contract, which is in the missing chunk.
    throw new ApiError({ kind: 'network' }, name);
  }
  return client.callApi(name, call);
};
