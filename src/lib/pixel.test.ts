import { trackDonation } from './pixel';

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

  it('does nothing and never throws when the pixel is absent or broken', () => {
    expect(() => trackDonation(20)).not.toThrow();
    (window as FbqWindow).fbq = jest.fn(() => {
      throw new Error('blocked');
    });
    expect(() => trackDonation(20)).not.toThrow();
  });
});
