import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { fetchActionEmail, type ActionEmail } from './api';

export type ActionEmailState =
  | { status: 'loading' }
  | { status: 'active'; email: ActionEmail }
  | { status: 'inactive' }
  | { status: 'failed'; error: unknown };

/** Spec point 4: loading, then the form (active) or, on HTTP 400, the inactive notice. */
export const useActionEmail = (id: string | null): ActionEmailState => {
  const [state, setState] = useState<ActionEmailState>({ status: 'loading' });
  useEffect(() => {
    if (!id) return undefined;
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchActionEmail(id, controller.signal).then(
      (email) => setState({ status: 'active', email }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const inactive = error instanceof ApiError && error.status === 400;
        setState(inactive ? { status: 'inactive' } : { status: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [id]);
  return state;
};
