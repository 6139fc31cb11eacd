import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../test/render-with-i18n';
import { siteConfig } from '../../lib/config';
import { AmountPanel } from './amount-panel';
import { PRESET_AMOUNTS } from './amounts';
import type { AmountMethod } from './payment-urls';

type FbqWindow = Window & { fbq?: jest.Mock };
const CUSTOM = 'Another amount, in whole US dollars';
const params = (href: string | null) => Object.fromEntries(new URL(href!).searchParams);
const origin = (href: string | null) => new URL(href!).origin + new URL(href!).pathname;

// jsdom cannot follow links; the visitor's click is what matters here, not the navigation.
const stopNavigation = (event: MouseEvent) => {
  if ((event.target as Element).closest('a')) event.preventDefault();
};
let open: jest.SpyInstance;
beforeEach(() => {
  document.addEventListener('click', stopNavigation);
  open = jest.spyOn(window, 'open').mockReturnValue(null);
});
afterEach(() => {
  document.removeEventListener('click', stopNavigation);
  open.mockRestore();
  delete (window as FbqWindow).fbq;
});

const expectedOneTime: Record<AmountMethod, (amount: number) => Record<string, string>> = {
  donorbox: (amount) => ({ amount: String(amount), default_interval: 'o' }),
  paypal: (amount) => ({
    hosted_button_id: 'PLU2026DONATE',
    amount: String(amount),
    currency_code: 'USD',
  }),
};
const baseUrl: Record<AmountMethod, string> = {
  donorbox: siteConfig.donorboxUrl,
  paypal: siteConfig.paypalDonateUrl.split('?')[0]!,
};

describe.each(['donorbox', 'paypal'] as const)('the %s panel', (method) => {
  it('links every preset amount to a one-time gift in a new tab', () => {
    renderWithI18n(<AmountPanel method={method} />);
    const list = screen.getByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '$20',
      '$50',
      '$100',
      '$150',
      '$200',
      '$250',
      '$500',
      '$1,000',
    ]);
    links.forEach((link, index) => {
      const amount = PRESET_AMOUNTS[index]!;
      expect(origin(link.getAttribute('href'))).toBe(baseUrl[method]);
      expect(params(link.getAttribute('href'))).toEqual(expectedOneTime[method](amount));
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
  });

  it('sends the pixel Donate event with the amount in USD when a preset is clicked', async () => {
    const fbq = jest.fn();
    (window as FbqWindow).fbq = fbq;
    renderWithI18n(<AmountPanel method={method} />);
    await userEvent.click(screen.getByRole('link', { name: '$150' }));
    expect(fbq).toHaveBeenCalledTimes(1);
    expect(fbq).toHaveBeenCalledWith('track', 'Donate', { value: 150, currency: 'USD' });
  });

  it('still works without the pixel', async () => {
    renderWithI18n(<AmountPanel method={method} />);
    await userEvent.click(screen.getByRole('link', { name: '$20' }));
    await userEvent.type(screen.getByLabelText(CUSTOM), '40{Enter}');
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('refuses a custom amount that is not whole dollars of at least 1', async () => {
    const fbq = jest.fn();
    (window as FbqWindow).fbq = fbq;
    renderWithI18n(<AmountPanel method={method} />);
    const input = screen.getByLabelText(CUSTOM);
    const give = screen.getByRole('button', { name: 'Give' });
    for (const text of ['', '0', '12.5', '-3']) {
      await userEvent.clear(input);
      if (text) await userEvent.type(input, text);
      await userEvent.click(give);
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Please enter a whole dollar amount from $1 to $100,000.',
      );
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(/whole dollar amount/);
    }
    expect(open).not.toHaveBeenCalled();
    expect(fbq).not.toHaveBeenCalled();
  });

  it('opens a valid custom amount in a new tab and sends its pixel event', async () => {
    const fbq = jest.fn();
    (window as FbqWindow).fbq = fbq;
    renderWithI18n(<AmountPanel method={method} />);
    await userEvent.type(screen.getByLabelText(CUSTOM), '75');
    await userEvent.click(screen.getByRole('button', { name: 'Give' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(open).toHaveBeenCalledWith(expect.any(String), '_blank', 'noopener,noreferrer');
    const href = open.mock.calls[0]![0] as string;
    expect(origin(href)).toBe(baseUrl[method]);
    expect(params(href)).toEqual(expectedOneTime[method](75));
    expect(fbq).toHaveBeenCalledWith('track', 'Donate', { value: 75, currency: 'USD' });
  });
});

describe('the monthly button', () => {
  it('asks Donorbox for a monthly gift without an amount', () => {
    renderWithI18n(<AmountPanel method="donorbox" />);
    const monthly = screen.getByRole('link', { name: 'Give monthly' });
    expect(params(monthly.getAttribute('href'))).toEqual({ default_interval: 'm' });
    expect(monthly).toHaveAttribute('target', '_blank');
  });

  it.each(['donorbox', 'paypal'] as const)(
    'sends the pixel Donate event with value 0 in USD when the %s monthly button is clicked',
    async (method) => {
      const fbq = jest.fn();
      (window as FbqWindow).fbq = fbq;
      renderWithI18n(<AmountPanel method={method} />);
      await userEvent.click(screen.getByRole('link', { name: 'Give monthly' }));
      // The amount is chosen on the provider's page: the event says 0.
      expect(fbq).toHaveBeenCalledTimes(1);
      expect(fbq).toHaveBeenCalledWith('track', 'Donate', { value: 0, currency: 'USD' });
    },
  );
});

describe('amounts in the visitor’s language', () => {
  it('formats the presets as Brazilian Portuguese currency', () => {
    renderWithI18n(<AmountPanel method="donorbox" />, { language: 'pt' });
    expect(screen.getByRole('link', { name: 'US$\u00a01.000' })).toBeInTheDocument();
  });
});
