// The one place that reads the site's configuration. GATSBY_* values are inlined
// into the browser bundle by Gatsby at build time; everything here is public.
// Each variable is read as a literal `process.env.GATSBY_X`: webpack only inlines
// those; a computed `process.env[name]` is empty in the browser.
const env = (value: string | undefined, fallback = ''): string =>
  value === undefined || value === '' ? fallback : value;

/** The organisation's site; the server's configuration reads this default too. */
export const DEFAULT_SITE_URL = 'https://www.prolifeutah.org';

// Not named `config`: Gatsby treats any exported `config` in src/ as a page config and
// then bundles server rendering engines the static site never uses.
export const siteConfig = {
  /** Origin of the provider API; empty means same-origin calls through the server's proxy. */
  apiHost: env(process.env.GATSBY_PLUAPI_HOST).replace(/\/+$/, ''),
  apiToken: env(process.env.GATSBY_PLUAPI_TOKEN),
  apiKey: env(process.env.GATSBY_PLUAPI_KEY),
  siteUrl: env(process.env.GATSBY_SITE_URL, DEFAULT_SITE_URL).replace(/\/+$/, ''),
  facebookPixelId: env(process.env.GATSBY_FACEBOOK_PIXEL_ID),
  donorboxUrl: env(process.env.GATSBY_DONORBOX_URL, 'https://donorbox.org/pro-life-utah'),
  paypalDonateUrl: env(
    process.env.GATSBY_PAYPAL_DONATE_URL,
    'https://www.paypal.com/donate/?hosted_button_id=PLU2026DONATE',
  ),
  venmoUrl: env(process.env.GATSBY_VENMO_URL, 'https://venmo.com/u/ProLifeUtah'),
  christmasDonationUrl: env(
    process.env.GATSBY_CHRISTMAS_DONATION_URL,
    'https://donorbox.org/secret-santa-pro-life-utah',
  ),
  pledgeSubscriptionUrl: env(
    process.env.GATSBY_PLEDGE_SUBSCRIPTION_URL,
    'https://www.paypal.com/webapps/billing/plans/subscribe?plan_id=P-SAVEALIFE250',
  ),
  pledgeOneTimeUrl: env(
    process.env.GATSBY_PLEDGE_ONE_TIME_URL,
    'https://www.paypal.com/donate/?hosted_button_id=SAVEALIFE3000',
  ),
  scoreCardUrl: env(
    process.env.GATSBY_SCORE_CARD_URL,
    'https://docs.google.com/spreadsheets/d/e/2PACX-pro-life-utah-score-card/pubhtml?widget=true&headers=false',
  ),
  newsletterSignupUrl: env(
    process.env.GATSBY_NEWSLETTER_URL,
    'https://prolifeutah.us1.list-manage.com/subscribe?u=plu&id=newsletter',
  ),
} as const;

/**
 * Outside sources read only at build time (gatsby-config.ts), never in the browser: the
 * score card spreadsheet's published CSV (empty: the score card page keeps its frame) and the
 * legislature's bill data and meeting calendar.
 */
export const buildSources = {
  scoreCardCsvUrl: env(process.env.SCORE_CARD_CSV_URL).trim(),
  /** The Utah Legislature's site (https://le.utah.gov). Empty: no followed bills are read. */
  legislatureUrl: env(process.env.LEGISLATURE_URL).trim(),
} as const;

/** The canonical origin is always the www host, whatever GATSBY_SITE_URL says. */
export const canonicalOrigin = (siteUrl: string = siteConfig.siteUrl): string => {
  const url = new URL(siteUrl);
  if (
    !url.hostname.startsWith('www.') &&
    url.hostname.includes('.') &&
    !/^[\d.]+$/.test(url.hostname)
  ) {
    url.hostname = `www.${url.hostname}`;
  }
  return url.origin;
};
