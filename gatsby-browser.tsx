import type { GatsbyBrowser } from 'gatsby';
import './src/styles/tokens.css';
import './src/styles/global.css';
import { siteConfig } from './src/lib/config';
import { loadPixel, trackPageView } from './src/lib/load-pixel';

// The Meta pixel only exists when GATSBY_FACEBOOK_PIXEL_ID is set (see src/lib/load-pixel.ts).
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  loadPixel(siteConfig.facebookPixelId);
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => {
  if (siteConfig.facebookPixelId) trackPageView();
};
