import { PREFIXED_LANGUAGES } from './languages';

const LANGUAGE_NOT_FOUND_PAGE = new RegExp(
  `^/(?:${PREFIXED_LANGUAGES.join('|')})/404(?:\\.html|/)$`,
);

type GatsbyWindow = { pagePath?: string; location: { pathname: string } };

/**
 * On an unknown /es/ or /pt/ address the server sends that language's not-found page, whose
 * HTML names its own path (`window.pagePath = "/es/404.html"`). Gatsby moves the visitor to
 * that path unless the address is a client-only route or the English /404.html, so the
 * address they typed, and the fresh-article fallback that reads it, would be lost. Since the
 * browser's match paths no longer hold the `/es/*` catch-all (src/gatsby/client-match-paths.ts),
 * the page path is dropped here, before Gatsby reads it; Gatsby then asks for the address's
 * page data, which the server answers with the same not-found page.
 */
export function keepUnknownAddress(win: GatsbyWindow): void {
  const { pagePath } = win;
  if (!pagePath || !LANGUAGE_NOT_FOUND_PAGE.test(pagePath)) return;
  if (pagePath !== win.location.pathname) delete win.pagePath;
}
