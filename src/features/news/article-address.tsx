import React, { useEffect, useState } from 'react';
import { ARTICLE_ADDRESS, articleUuidOf } from './news-paths';
import * as styles from './article-address.module.css';

// Every unknown address gets the same static not-found HTML. At an article address that
// HTML must not flash "Oops" while the scripts load: an inline script in <head> marks
// <html> before the body is painted, and the not-found content stays hidden until React
// has decided what the address is.
const PENDING_ATTRIBUTE = 'data-article-pending';

/** For the not-found page's Head: marks article addresses before the first paint. */
export const ArticleAddressHint = () => (
  <script
    dangerouslySetInnerHTML={{
      __html: `if(new RegExp(${JSON.stringify(ARTICLE_ADDRESS.source)}).test(location.pathname))document.documentElement.setAttribute('${PENDING_ATTRIBUTE}','')`,
    }}
  />
);

/** Class for the not-found content: hidden while an article address is being checked. */
export const hiddenWhilePending = styles.hiddenWhilePending;

/**
 * The uuid when the not-found page stands at an article address. Always null during the
 * first render, which must match the static HTML for hydration.
 */
export const useArticleAddress = (pathname: string): string | null => {
  const [uuid, setUuid] = useState<string | null | undefined>(undefined);
  useEffect(() => setUuid(articleUuidOf(pathname)), [pathname]);
  const checked = uuid !== undefined;
  // Only once the decided content is on screen, or the not-found content would flash.
  useEffect(() => {
    if (checked) document.documentElement.removeAttribute(PENDING_ATTRIBUTE);
  }, [checked]);
  return uuid ?? null;
};
