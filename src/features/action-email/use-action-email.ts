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
const fetchCleanActionEmail = async (id: string, signal?: AbortSignal): Promise<ActionEmail> => {
  const [email, sanitize] = await Promise.all([
    fetchActionEmail(id, signal),
    loadBrowserSanitizer(),
  ]);
  return { ...email, actionEmail: sanitize(email.actionEmail) };
};

// The page's text is its largest paint, and it waits for three downloads (the API client,
// the sanitiser, the reply). Started when the page's code first runs, before React has
// hydrated the page, they overlap with hydration instead of following it (issue 14).
let early: { id: string; email: Promise<ActionEmail> } | null = null;

/** Starts loading the action email of an /action-email/{id}/ address, in any language. */
export const startLoadingActionEmail = (pathname: string): void => {
  const segment = /^\/(?:es\/|pt\/)?action-email\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!segment || /^\[.*\]$/.test(segment)) return;
  let id: string;
  try {
    id = decodeURIComponent(segment);
  } catch {
    return; // a malformed address: the page itself says what it can
  }
  const email = fetchCleanActionEmail(id);
  email.catch(() => undefined); // read by the hook; unhandled only if nobody asks
  early = { id, email };
};

/** The early load for `id`, once: a later visit to the same id loads it afresh. */
const takeEarlyLoad = (id: string): Promise<ActionEmail> | undefined => {
  if (early?.id !== id) return undefined;
  const { email } = early;
  early = null;
  return email;
};

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
        if (!controller.signal.aborted) setState({ status: 'active', email });
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
