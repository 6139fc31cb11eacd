import { siteConfig } from '../../lib/config';

/** The external Donorbox page for an amount (whole dollars); no amount lets the donor choose there. */
export const donorboxUrl = (amount?: number, interval?: 'monthly' | 'one-time'): string => {
  const url = new URL(siteConfig.donorboxUrl);
  if (amount && amount > 0) url.searchParams.set('amount', String(amount));
  if (interval === 'monthly') url.searchParams.set('default_interval', 'm');
  if (interval === 'one-time') url.searchParams.set('default_interval', 'o');
  return url.toString();
};
