import { ApiError } from '../../lib/api-error';
import { useLoad } from '../../lib/use-request';
import type { ActionEmail } from './api';
import { fetchCleanActionEmail, takeEarlyLoad } from './early-load';

export type ActionEmailState =
  | { status: 'loading' }
  | { status: 'active'; email: ActionEmail }
  | { status: 'inactive' }
  | { status: 'failed'; error: unknown };

type Failure = { inactive: true } | { inactive: false; error: unknown };

const options = {
  // An early load cannot be aborted: the shared hook drops its reply for an id left behind.
  request: (id: string, signal: AbortSignal) =>
    takeEarlyLoad(id) ?? fetchCleanActionEmail(id, signal),
  onFailure: (error: unknown): Failure =>
    error instanceof ApiError && error.status === 400
      ? { inactive: true }
      : { inactive: false, error },
  // The text and the whole form render at once; as a transition React renders them in
  // slices, so a tap meanwhile is not kept waiting.
  transition: true,
};

/** Loading, then the form (active) or, on HTTP 400, the inactive notice. */
export const useActionEmail = (id: string | null): ActionEmailState => {
  const { state } = useLoad(id || null, options);
  if (state.status === 'loaded') return { status: 'active', email: state.data };
  if (state.status === 'failed')
    return state.failure.inactive
      ? { status: 'inactive' }
      : { status: 'failed', error: state.failure.error };
  return { status: 'loading' };
};
