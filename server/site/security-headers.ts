import { inAnyLanguage } from '../../src/lib/languages';

export interface CspOptions {
  /** Origin the browser calls the API on (GATSBY_PLUAPI_HOST); absent in proxy mode. */
  apiHost?: string;
  /** Origins of images named in API answers (the provider's host). */
  imageHosts: string[];
  /** Whether the Meta pixel is configured (GATSBY_FACEBOOK_PIXEL_ID). */
  facebookPixel: boolean;
}

const PIXEL_SCRIPT_HOST = 'https://connect.facebook.net';
const PIXEL_BEACON_HOST = 'https://www.facebook.com';
/** The legislator score card embeds a Google Sheets spreadsheet. */
const SCORE_CARD_FRAME_HOST = 'https://docs.google.com';

type Directives = Record<string, string[]>;

export interface PolicyScope {
  /**
   * Pagefind's search runs in WebAssembly, which CSP blocks unless script-src allows
   * 'wasm-unsafe-eval' (it permits compiling WebAssembly, not JavaScript eval).
   */
  webAssembly?: boolean;
}

/**
 * Where the site runs WebAssembly: the search pages, and Pagefind's own files, because its
 * web worker (`/pagefind/pagefind-worker.js`) runs under the policy sent with its script.
 */
const SEARCH_PAGE = inAnyLanguage('/search/?$');
export const needsWebAssembly = (pathname: string): boolean =>
  SEARCH_PAGE.test(pathname) || pathname.startsWith('/pagefind/');

function serialise(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');
}

/**
 * Two policies. The enforced one pins every origin the site loads from. Its script-src and
 * style-src must allow 'unsafe-inline': Gatsby's HTML carries inline scripts (chunk mapping,
 * page path, the Meta pixel snippet) and inline <style> blocks and style attributes (inlined
 * CSS Modules, gatsby-plugin-image) whose contents change on every build, so neither nonces
 * (static files) nor a fixed list of hashes can cover them. The strict variant without
 * 'unsafe-inline' is therefore sent report-only, so browsers still report what it would block.
 */
export function contentSecurityPolicies(
  options: CspOptions,
  scope: PolicyScope = {},
): {
  enforced: string;
  reportOnly: string;
} {
  const pixelScripts = options.facebookPixel ? [PIXEL_SCRIPT_HOST] : [];
  const wasm = scope.webAssembly ? ["'wasm-unsafe-eval'"] : [];
  const pixelBeacons = options.facebookPixel ? [PIXEL_BEACON_HOST] : [];
  const shared: Directives = {
    'default-src': ["'self'"],
    'img-src': ["'self'", 'data:', ...options.imageHosts, ...pixelBeacons],
    'connect-src': [
      "'self'",
      ...(options.apiHost ? [options.apiHost] : []),
      ...pixelBeacons,
      ...pixelScripts,
    ],
    'font-src': ["'self'", 'data:'],
    'frame-src': [SCORE_CARD_FRAME_HOST],
    'object-src': ["'none'"],
    // An injected <base> or <form action> must not send links or typed data elsewhere.
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return {
    enforced: serialise({
      ...shared,
      'script-src': ["'self'", "'unsafe-inline'", ...wasm, ...pixelScripts],
      'style-src': ["'self'", "'unsafe-inline'"],
    }),
    reportOnly: serialise({
      ...shared,
      'script-src': ["'self'", ...wasm, ...pixelScripts],
      'style-src': ["'self'"],
    }),
  };
}

/**
 * The staff console's own policy (`/staff/`): its pages carry no inline script or style (one
 * script and stylesheets from this server), so nothing inline is allowed, and no other site may
 * frame them (a framed "Publish" button could be clicked by trickery). Previews are site pages
 * at the site's addresses and keep the site's policy.
 */
export const STAFF_CONTENT_SECURITY_POLICY = serialise({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});

/** Headers sent with every response (`scope`: see needsWebAssembly). */
export function securityHeaders(
  options: CspOptions,
  scope: PolicyScope = {},
): Record<string, string> {
  const policies = contentSecurityPolicies(options, scope);
  return {
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // frame-ancestors replaces this header; it stays for browsers that predate CSP 2.
    'x-frame-options': 'SAMEORIGIN',
    'content-security-policy': policies.enforced,
    'content-security-policy-report-only': policies.reportOnly,
  };
}
