import { actionEmailRequestScript } from '../../../gatsby/action-email-request';

/**
 * Runs the page head's inline script as a browser would at `pathname`: its request goes to the
 * test API, it writes into this document, and what it hands the page's code is where that code
 * looks for it.
 */
export const runHeadScript = (pathname: string) => {
  const page: {
    location: { pathname: string };
    document: Document;
    fetch: typeof fetch;
    __actionEmailRequest?: unknown;
  } = { location: { pathname }, document, fetch: (...args) => fetch(...args) };
  new Function('window', actionEmailRequestScript())(page);
  (window as unknown as { __actionEmailRequest?: unknown }).__actionEmailRequest =
    page.__actionEmailRequest;
  return page;
};
