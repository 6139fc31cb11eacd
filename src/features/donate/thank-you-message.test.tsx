import React from 'react';
import { renderHook, screen } from '@testing-library/react';
import { renderWithI18n } from '../../test/render-with-i18n';
import { ThankYouMessage } from './thank-you-message';
import { useDonationRecord } from './use-donation-record';

const VALUES = {
  id: 'dn_98765',
  first_name: 'Marisol',
  last_name: 'Quintanilla',
  email: 'marisol@example.org',
  amount: '137',
  currency: 'USD',
  address: '4412 Cottonwood Lane',
  address_line_2: 'Unit 9B',
  state: 'UT',
  city: 'Riverton',
  country: 'US',
  zip_code: '84065',
};
const SEARCH = `?${new URLSearchParams(VALUES)}`;

let consoleSpies: jest.SpyInstance[];
beforeEach(() => {
  window.history.replaceState(null, '', `/donate/thank-you/${SEARCH}#top`);
  consoleSpies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
    jest.spyOn(console, level),
  );
});
afterEach(() => consoleSpies.forEach((spy) => spy.mockRestore()));

describe('the thank-you message', () => {
  it('thanks the donor and shows none of the query values, not even in the HTML', () => {
    const { container } = renderWithI18n(<ThankYouMessage search={SEARCH} />);
    expect(screen.getByRole('link', { name: 'Volunteer with us' })).toBeInTheDocument();
    for (const value of Object.values(VALUES).filter((value) => value.length > 2)) {
      expect(container.innerHTML).not.toContain(value);
    }
    for (const spy of consoleSpies) {
      const logged = JSON.stringify(spy.mock.calls);
      expect(logged).not.toContain('Marisol');
      expect(logged).not.toContain('marisol@example.org');
    }
  });

  it('holds the record and clears the personal data from the address bar', () => {
    const { result } = renderHook(() => useDonationRecord(SEARCH));
    expect(result.current.current).toMatchObject({
      id: 'dn_98765',
      firstName: 'Marisol',
      email: 'marisol@example.org',
      amount: 137,
      addressLine2: 'Unit 9B',
      zipCode: '84065',
    });
    expect(window.location.search).toBe('');
    expect(window.location.pathname).toBe('/donate/thank-you/');
    expect(window.location.hash).toBe('#top');
  });
});
