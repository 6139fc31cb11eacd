import { siteConfig } from '../../lib/config';
import { christmasUrl, monthlyUrl, oneTimeUrl, paypalUrl } from './payment-urls';

const params = (href: string) => Object.fromEntries(new URL(href).searchParams);
const base = (href: string) => href.split('?')[0];

describe('payment URLs', () => {
  it('sends Donorbox the amount as a one-time gift, and the monthly button without an amount', () => {
    expect(base(oneTimeUrl('donorbox', 150))).toBe(base(siteConfig.donorboxUrl));
    expect(params(oneTimeUrl('donorbox', 150))).toEqual({ amount: '150', default_interval: 'o' });
    expect(params(monthlyUrl('donorbox'))).toEqual({ default_interval: 'm' });
  });

  it('keeps PayPal’s button id and adds the amount in US dollars', () => {
    const buttonId = new URL(siteConfig.paypalDonateUrl).searchParams.get('hosted_button_id');
    expect(params(oneTimeUrl('paypal', 500))).toEqual({
      hosted_button_id: buttonId,
      amount: '500',
      currency_code: 'USD',
    });
    expect(params(paypalUrl())).toEqual({ hosted_button_id: buttonId, currency_code: 'USD' });
    expect(monthlyUrl('paypal')).toBe(paypalUrl());
  });

  it('makes every Secret Santa gift one-time, with no amount for “You Decide”', () => {
    expect(base(christmasUrl(2500))).toBe(base(siteConfig.christmasDonationUrl));
    expect(params(christmasUrl(2500))).toEqual({ amount: '2500', default_interval: 'o' });
    expect(params(christmasUrl(0))).toEqual({ default_interval: 'o' });
  });
});
