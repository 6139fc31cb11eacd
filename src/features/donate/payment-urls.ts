import { siteConfig } from '../../lib/config';
import { donorboxUrl } from '../../components/donation/donation-links';

/** The two methods whose panel offers amounts. */
export type AmountMethod = 'donorbox' | 'paypal';

/** PayPal's hosted donate page, in US dollars; no amount lets the donor choose there. */
export const paypalUrl = (amount?: number): string => {
  const url = new URL(siteConfig.paypalDonateUrl);
  if (amount && amount > 0) url.searchParams.set('amount', String(amount));
  url.searchParams.set('currency_code', 'USD');
  return url.toString();
};

/** A one-time gift of `amount` with the chosen method. */
export const oneTimeUrl = (method: AmountMethod, amount: number): string =>
  method === 'donorbox' ? donorboxUrl(amount, 'one-time') : paypalUrl(amount);

/**
 * The monthly-donation button. Donorbox takes the interval in the address; PayPal's hosted
 * donate page has no such parameter, so the donor ticks its "monthly" box there.
 */
export const monthlyUrl = (method: AmountMethod): string =>
  method === 'donorbox' ? donorboxUrl(undefined, 'monthly') : paypalUrl();

/** A Secret Santa gift: always one-time; 0 leaves the amount to the donor. */
export const christmasUrl = (amount: number): string => {
  const url = new URL(siteConfig.christmasDonationUrl);
  if (amount > 0) url.searchParams.set('amount', String(amount));
  url.searchParams.set('default_interval', 'o');
  return url.toString();
};
