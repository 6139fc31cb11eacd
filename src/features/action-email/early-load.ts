// The action email's text is its page's largest paint, and it waits for three downloads: the
// API client, the sanitiser and the reply. The reply is asked for by the page's head, before any
// script loads (src/gatsby/action-email-request.ts); gatsby-browser starts the other two when
// the site's code first runs (onClientEntry), before the page's own scripts and data have even
// been fetched, so they overlap with those instead of following them. This module is in every
// page's scripts (0.7 kB), so it stays small: the client and the sanitiser are chunks it asks
// for. Fetched as a chunk of its own on action email addresses only, it cost that page 1.2 kB
// and about 60 ms of LCP (measured), leaving it at the edge of Lighthouse 97.
import { loadBrowserSanitizer } from '../../../contract/html-policy/sanitize-in-browser';
import { fetchActionEmail, type ActionEmail } from './api';

/**
 * The action email with its HTML already cleaned under the site's HTML policy (DESIGN: API
 * HTML is always sanitised). Showing the text and the form in one go keeps the form from
 * jumping down (CLS).
 */
export const fetchCleanActionEmail = async (
  id: string,
  signal?: AbortSignal,
  started?: Promise<Response>,
): Promise<ActionEmail> => {
  const [email, sanitize] = await Promise.all([
    fetchActionEmail(id, signal, started),
    loadBrowserSanitizer(),
  ]);
  return { ...email, actionEmail: sanitize(email.actionEmail) };
};

/** An action e-mail's address, in any language; the id is its last segment (also the head's script's). */
export const ACTION_EMAIL_ADDRESS = '^/(?:es/|pt/)?action-email/([^/]+)/?$';

/**
 * Marks the placeholder's title, which the head's script fills with the action e-mail's own;
 * its value is the `lang` the title takes then (src/features/action-email/early-title.tsx).
 */
export const EARLY_TITLE_ATTRIBUTE = 'data-early-title';

let early: { id: string; email: Promise<ActionEmail> } | null = null;

type RequestFromHead = { id?: unknown; response?: Promise<Response> };

/** The head's request for `id`, once (a later visit to the same id asks afresh). */
const takeRequestFromHead = (id: string): Promise<Response> | undefined => {
  if (typeof window === 'undefined') return undefined;
  const holder = window as unknown as { __actionEmailRequest?: RequestFromHead };
  const request = holder.__actionEmailRequest;
  delete holder.__actionEmailRequest;
  return request?.id === id ? request.response : undefined;
};

/** Starts loading the action email of an /action-email/{id}/ address, in any language. */
export const startLoadingActionEmail = (pathname: string): void => {
  const segment = new RegExp(ACTION_EMAIL_ADDRESS).exec(pathname)?.[1];
  if (!segment || /^\[.*\]$/.test(segment)) return;
  let id: string;
  try {
    id = decodeURIComponent(segment);
  } catch {
    return; // a malformed address: the page itself says what it can
  }
  const email = fetchCleanActionEmail(id, undefined, takeRequestFromHead(id));
  email.catch(() => undefined); // read by the hook; unhandled only if nobody asks
  early = { id, email };
};

/** The early load for `id`, once: a later visit to the same id loads it afresh. */
export const takeEarlyLoad = (id: string): Promise<ActionEmail> | undefined => {
  if (early?.id !== id) return undefined;
  const { email } = early;
  early = null;
  return email;
};
