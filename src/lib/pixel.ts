// Meta pixel events (spec point 2, Donate; issue 15, shares). The pixel script only loads when
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

/** `value` is null for a monthly gift, whose amount the visitor picks on the provider's page. */
export const trackDonation = (value: number | null): void =>
  send('track', 'Donate', value === null ? { currency: 'USD' } : { value, currency: 'USD' });

/**
 * A share from the share panel. Meta has no standard Share event, hence a custom one. `page`
 * is the path shared (never a query: it could carry a donor's details).
 */
export const trackShare = (method: string, page: string): void =>
  send('trackCustom', 'Share', { method, page });
