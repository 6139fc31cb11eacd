import React from 'react';
import type { GatsbySSR } from 'gatsby';
import './src/styles/tokens.css';
import './src/styles/global.css';
import { siteConfig } from './src/lib/config';

// Meta's no-JavaScript fallback: a 1x1 image, only when a pixel id is configured.
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setPostBodyComponents }) => {
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
