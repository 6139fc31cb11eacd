import { useEffect, useState } from 'react';
import { LEGACY_REDIRECTS } from '../../lib/legacy-redirects';
import { LANGUAGES, localisedPath } from '../../lib/languages';

const withSlash = (path: string): string => (path.endsWith('/') ? path : `${path}/`);

/** Where a legacy path (the old site's addresses) should go, in the language of its prefix. */
export const legacyRedirectTarget = (pathname: string): string | null => {
  const path = withSlash(pathname);
  for (const language of LANGUAGES) {
    for (const { from, to } of LEGACY_REDIRECTS) {
      if (path === localisedPath(language, from)) return localisedPath(language, to);
    }
  }
  return null;
};

/**
 * Static hosts that ignore Gatsby's redirects serve the 404 page for a legacy
 * path; this sends the visitor on from there. Returns true while redirecting.
 * A full page load, not Gatsby's navigate(): Gatsby's own in-browser redirect
 * (redirectInBrowser) races a client-side navigate() from the hydrating 404 page
 * and left the visitor on an empty page at the new address.
 */
export const useLegacyRedirect = (pathname: string): boolean => {
  const [target] = useState(() =>
    typeof window === 'undefined' ? null : legacyRedirectTarget(pathname),
  );
  useEffect(() => {
    if (target)
      window.location.replace(`${target}${window.location.search}${window.location.hash}`);
  }, [target]);
  return target !== null;
};
