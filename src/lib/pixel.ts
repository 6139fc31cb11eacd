// Meta pixel events. The pixel script only loads when
// GATSBY_FACEBOOK_PIXEL_ID is set; without it these calls quietly do nothing.
type Fbq = (
  command: 'track' | 'trackCustom',
  event: string,
  params: Record<string, unknown>,
) => void;

const send: Fbq = (command, event, params) => {
  if (typeof window === 'undefined') return;
  const fbq = (window as unknown as { fbq?: Fbq }).fbq;
  if (typeof fbq !== 'function') return;
  try {
    fbq(command, event, params);
  } catch {
    // A blocked or broken pixel must never stop a donation or a share.
  }
};

/**
 * The value of a donate click whose amount the visitor chooses on the provider's page (a
 * monthly gift, Secret Santa's "You Decide", Venmo). The click is still a Donate event, and
 * every event carries a value; 0 says "not known here", so campaign reports
 * count these clicks without inventing an amount. Every such link of the site sends this.
 */
export const AMOUNT_CHOSEN_ELSEWHERE = 0;

/** A donate click sends the Donate event with its value, in USD. */
export const trackDonation = (value: number): void =>
  send('track', 'Donate', { value, currency: 'USD' });

/**
 * A share from the share panel. Meta has no standard Share event, hence a custom one. `page`
 * is the path shared (never a query: it could carry a donor's details).
 */
export const trackShare = (method: string, page: string): void =>
  send('trackCustom', 'Share', { method, page });
