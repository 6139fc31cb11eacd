import type { GatsbyBrowser } from 'gatsby';
import type { Renderer } from 'react-dom';
import './src/styles/tokens.css';
import './src/styles/global.css';
import { hydrateInSlices } from './src/lib/hydrate-in-slices';
import { startLoadingActionEmail } from './src/features/action-email/early-load';
import { legacyRedirectTarget } from './src/components/layout/use-legacy-redirect';
import { keepUnknownAddress } from './src/lib/keep-unknown-address';
import { siteConfig } from './src/lib/config';
import { loadPixel, trackPageView } from './src/lib/load-pixel';
import { onFirstPageHydrated } from './src/lib/server-markup';
import { nextTask } from './src/lib/next-task';

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  // A host that ignores Gatsby's redirects serves the 404 page for a legacy address (spec
  // point 2). Leave at once, with a real page load: letting Gatsby's in-browser redirect and
  // the hydrating 404 page both navigate ended on a blank page at the new address.
  const target = legacyRedirectTarget(window.location.pathname);
  if (target) {
    window.location.replace(`${target}${window.location.search}${window.location.hash}`);
    return;
  }
  // An unknown /es/ or /pt/ address keeps its address under its language's not-found page.
  keepUnknownAddress(window as unknown as Parameters<typeof keepUnknownAddress>[0]);
  // On an action email address, its text starts loading now (see early-load.ts).
  startLoadingActionEmail(window.location.pathname);
  // The Meta pixel only exists when GATSBY_FACEBOOK_PIXEL_ID is set (see src/lib/load-pixel.ts).
  loadPixel(siteConfig.facebookPixelId);
  // Gatsby waits for this promise before it sets up its loader and asks for the page's data
  // (about 10 ms here). Run in the same task as the evaluation of app.js (about 12 ms), they
  // made one long task on every page at Lighthouse's 4x slowdown; each alone is under 50 ms.
  return nextTask();
};

// Parts of the first page that kept the server's HTML render with React from now on.
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = onFirstPageHydrated;

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => {
  if (siteConfig.facebookPixelId) trackPageView();
};

// Gatsby types the renderer as ReactDOM's legacy one; it calls it with (<App />, #___gatsby).
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () =>
  hydrateInSlices as unknown as Renderer;
