// Meta pixel events (spec point 2, Donate). The pixel script only loads when
// GATSBY_FACEBOOK_PIXEL_ID is set; without it these calls quietly do nothing.
type Fbq = (command: 'track', event: string, params: Record<string, unknown>) => void;

export const trackDonation = (value: number): void => {
  if (typeof window === 'undefined') return;
  const fbq = (window as unknown as { fbq?: Fbq }).fbq;
  if (typeof fbq !== 'function') return;
  try {
    fbq('track', 'Donate', { value, currency: 'USD' });
  } catch {
    // A blocked or broken pixel must never stop a donation.
  }
};
