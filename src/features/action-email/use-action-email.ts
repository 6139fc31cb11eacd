import { startTransition, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-error';
import type { ActionEmail } from './api';
import { fetchCleanActionEmail, takeEarlyLoad } from './early-load';

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
    (takeEarlyLoad(id) ?? fetchCleanActionEmail(id, controller.signal)).then(
      (email) => {
        // An early load cannot be aborted: a reply for an id left behind is dropped here.
        if (controller.signal.aborted) return;
        // The text and the whole form render at once; as a transition React renders them in
        // slices, so a tap meanwhile is not kept waiting (issue 14, blocking time).
        startTransition(() => setState({ status: 'active', email }));
      },
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
