import React from 'react';
import type { GatsbySSR } from 'gatsby';
import './src/styles/tokens.css';
import './src/styles/global.css';
import { siteConfig } from './src/lib/config';
import { languageOfPath } from './src/lib/languages';
import {
  ACTION_EMAIL_PAGE_PATH,
  ACTION_EMAIL_REQUEST_KEY,
  actionEmailRequestFirst,
  actionEmailRequestScript,
} from './src/gatsby/action-email-request';
import {
  LANGUAGE_SCRIPT_KEY,
  languageBeforePaintScript,
  languageScriptFirst,
} from './src/gatsby/language-before-paint';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  pathname,
  setHeadComponents,
  setPostBodyComponents,
}) => {
  // English pages move a visitor whose language is another one before the first paint
  // (src/gatsby/language-before-paint.ts); prefixed pages are already in a chosen language.
  if (!languageOfPath(pathname)) {
    setHeadComponents([
      <script
        key={LANGUAGE_SCRIPT_KEY}
        dangerouslySetInnerHTML={{ __html: languageBeforePaintScript() }}
      />,
    ]);
  }
  // The action e-mail's text is asked for by the head itself (src/gatsby/action-email-request.ts).
  if (ACTION_EMAIL_PAGE_PATH.test(pathname)) {
    setHeadComponents([
      <script
        key={ACTION_EMAIL_REQUEST_KEY}
        dangerouslySetInnerHTML={{ __html: actionEmailRequestScript() }}
      />,
    ]);
  }
  // Meta's no-JavaScript fallback: a 1x1 image, only when a pixel id is configured.
  const pixelId = siteConfig.facebookPixelId;
  if (!pixelId) return;
  setPostBodyComponents([
    <noscript key="meta-pixel">
      <img
        height={1}
        width={1}
        alt=""
        style={{ display: 'none' }}
        src={`https://www.facebook.com/tr?id=${encodeURIComponent(pixelId)}&ev=PageView&noscript=1`}
      />
    </noscript>,
  ]);
};

// The language script runs before anything else in the head arrives: a visitor it moves does
// not wait for the English page's inlined styles (src/gatsby/language-before-paint.ts). The
// action e-mail's request comes next, for the same reason.
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  replaceHeadComponents(languageScriptFirst(actionEmailRequestFirst(getHeadComponents())));
};
