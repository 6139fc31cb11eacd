// Meta pixel events (spec point 2, Donate). The pixel script only loads when
// GATSBY_FACEBOOK_PIXEL_ID is set; without it these calls quietly do nothing.
type Fbq = (command: 'track', event: string, params: Record<string, unknown>) => void;

/** `value` is null for a monthly gift, whose amount the visitor picks on the provider's page. */
export const trackDonation = (value: number | null): void => {
  if (typeof window === 'undefined') return;
  const fbq = (window as unknown as { fbq?: Fbq }).fbq;
  if (typeof fbq !== 'function') return;
  try {
    fbq('track', 'Donate', value === null ? { currency: 'USD' } : { value, currency: 'USD' });
  } catch {
    // A blocked or broken pixel must never stop a donation.
  }
};
