import { siteConfig } from '../../lib/config';
import type { PledgeAmount } from './pledge-terms';

export interface PaymentPages {
  /** The card provider's subscription plan page, for $250 a month. */
  subscription: string;
  /** The provider's hosted one-time donate button page, for $3,000. */
  oneTime: string;
}

const CONFIGURED: PaymentPages = {
  subscription: siteConfig.pledgeSubscriptionUrl,
  oneTime: siteConfig.pledgeOneTimeUrl,
};

/**
 * After the pledge is saved the browser goes to the external payment page,
 * with the pledge's uid as the invoice reference (`invoice=<uid>`).
 */
export const pledgePaymentUrl = (
  paidAmount: PledgeAmount,
  uid: string,
  pages: PaymentPages = CONFIGURED,
): string => {
  const url = new URL(paidAmount === 3000 ? pages.oneTime : pages.subscription);
  url.searchParams.set('invoice', uid);
  return url.toString();
};
