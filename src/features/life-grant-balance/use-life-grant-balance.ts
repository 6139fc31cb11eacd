import { useLoad } from '../../lib/use-request';
import { fetchLifeGrantBalance, type LifeGrantBalance } from './api';

export type LifeGrantState =
  | { status: 'loading' }
  | { status: 'loaded'; grant: LifeGrantBalance }
  | { status: 'failed'; error: unknown };

const options = { request: fetchLifeGrantBalance, onFailure: (error: unknown) => error };

/** Loads the grant for `uid`; null (the build-time render of the client-only route) stays loading. */
export const useLifeGrantBalance = (uid: string | null): LifeGrantState => {
  const { state } = useLoad(uid || null, options);
  if (state.status === 'loaded') return { status: 'loaded', grant: state.data };
  if (state.status === 'failed') return { status: 'failed', error: state.failure };
  return { status: 'loading' };
};
