import { useEffect, useState } from 'react';
import { fetchLifeGrantBalance, type LifeGrantBalance } from './api';

export type LifeGrantState =
  | { status: 'loading' }
  | { status: 'loaded'; grant: LifeGrantBalance }
  | { status: 'failed'; error: unknown };

/** Loads the grant for `uid`; null (the build-time render of the client-only route) stays loading. */
export const useLifeGrantBalance = (uid: string | null): LifeGrantState => {
  const [state, setState] = useState<LifeGrantState>({ status: 'loading' });
  useEffect(() => {
    if (!uid) return undefined;
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchLifeGrantBalance(uid, controller.signal).then(
      (grant) => setState({ status: 'loaded', grant }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [uid]);
  return state;
};
