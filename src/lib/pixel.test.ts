import { AMOUNT_CHOSEN_ELSEWHERE, trackDonation, trackShare } from './pixel';

type FbqWindow = Window & { fbq?: jest.Mock };

afterEach(() => {
  delete (window as FbqWindow).fbq;
});

describe('trackDonation', () => {
  it('sends the Donate event with the value and USD', () => {
    const fbq = jest.fn();
    (window as FbqWindow).fbq = fbq;
    trackDonation(250);
    expect(fbq).toHaveBeenCalledWith('track', 'Donate', { value: 250, currency: 'USD' });
  });

  it('sends value 0 for a click whose amount is chosen on the provider’s page', () => {
    const fbq = jest.fn();
    (window as FbqWindow).fbq = fbq;
    trackDonation(AMOUNT_CHOSEN_ELSEWHERE);
    expect(fbq).toHaveBeenCalledWith('track', 'Donate', { value: 0, currency: 'USD' });
  });

  it('does nothing and never throws when the pixel is absent or broken', () => {
    expect(() => trackDonation(20)).not.toThrow();
    (window as FbqWindow).fbq = jest.fn(() => {
      throw new Error('blocked');
    });
    expect(() => trackDonation(20)).not.toThrow();
  });
});

describe('trackShare', () => {
  it('sends the custom Share event with the method and the page', () => {
    const fbq = jest.fn();
    (window as FbqWindow).fbq = fbq;
    trackShare('copy', '/es/volunteer/');
    expect(fbq).toHaveBeenCalledWith('trackCustom', 'Share', {
      method: 'copy',
      page: '/es/volunteer/',
    });
  });

  it('never throws when the pixel is absent', () => {
    expect(() => trackShare('x', '/sms/')).not.toThrow();
  });
});
