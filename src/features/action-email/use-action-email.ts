import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-error';
import { loadBrowserSanitizer } from '../../lib/html-policy/sanitize-in-browser';
import { fetchActionEmail, type ActionEmail } from './api';

export type ActionEmailState =
  | { status: 'loading' }
  | { status: 'active'; email: ActionEmail }
  | { status: 'inactive' }
  | { status: 'failed'; error: unknown };

/**
 * The action email with its HTML already cleaned under the site's HTML policy (DESIGN: API
 * HTML is always sanitised). The sanitiser loads on demand, beside the request: only this
 * page needs it, and showing the text and the form in one go keeps the form from jumping
 * down (CLS).
 */
const fetchCleanActionEmail = async (id: string, signal: AbortSignal): Promise<ActionEmail> => {
  const [email, sanitize] = await Promise.all([
    fetchActionEmail(id, signal),
    loadBrowserSanitizer(),
  ]);
  return { ...email, actionEmail: sanitize(email.actionEmail) };
};

/** Spec point 4: loading, then the form (active) or, on HTTP 400, the inactive notice. */
export const useActionEmail = (id: string | null): ActionEmailState => {
  const [state, setState] = useState<ActionEmailState>({ status: 'loading' });
  useEffect(() => {
    if (!id) return undefined;
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchCleanActionEmail(id, controller.signal).then(
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
