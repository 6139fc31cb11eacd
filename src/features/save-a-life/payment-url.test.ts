import { pledgePaymentUrl } from './payment-url';

const PAGES = {
  subscription: 'https://pay.example/plans/subscribe?plan_id=P-250',
  oneTime: 'https://pay.example/donate/?hosted_button_id=B3000',
};

describe('pledgePaymentUrl', () => {
  it('sends $250 to the subscription plan page with the uid as invoice, keeping its own parameters', () => {
    const url = new URL(pledgePaymentUrl(250, 'PLU-ABCD2345', PAGES));
    expect(`${url.origin}${url.pathname}`).toBe('https://pay.example/plans/subscribe');
    expect(url.searchParams.get('plan_id')).toBe('P-250');
    expect(url.searchParams.get('invoice')).toBe('PLU-ABCD2345');
  });

  it('sends $3,000 to the one-time donate button page with the uid as invoice', () => {
    const url = new URL(pledgePaymentUrl(3000, 'PLU-XYZ', PAGES));
    expect(`${url.origin}${url.pathname}`).toBe('https://pay.example/donate/');
    expect(url.searchParams.get('hosted_button_id')).toBe('B3000');
    expect(url.searchParams.get('invoice')).toBe('PLU-XYZ');
  });

  it('encodes a uid that holds URL syntax, so it cannot add parameters', () => {
    const url = new URL(pledgePaymentUrl(250, 'a&plan_id=evil#x', PAGES));
    expect(url.searchParams.get('invoice')).toBe('a&plan_id=evil#x');
    expect(url.searchParams.getAll('plan_id')).toEqual(['P-250']);
  });

  it('uses the configured pages by default', () => {
    expect(pledgePaymentUrl(250, 'U1')).toMatch(/^https:\/\/.+invoice=U1$/);
    expect(pledgePaymentUrl(3000, 'U2')).toMatch(/invoice=U2$/);
    expect(new URL(pledgePaymentUrl(250, 'U1')).pathname).not.toBe(
      new URL(pledgePaymentUrl(3000, 'U2')).pathname,
    );
  });
});
