import React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../test/render-with-i18n';
import { DonateBlock } from './donate-block';

type FbqWindow = Window & { fbq?: jest.Mock };
afterEach(() => {
  delete (window as FbqWindow).fbq;
});

describe('DonateBlock', () => {
  it('sends the pixel Donate event with the amount in USD, for a preset and a custom amount', async () => {
    const fbq = jest.fn();
    (window as FbqWindow).fbq = fbq;
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderWithI18n(<DonateBlock />);
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(screen.getByRole('link', { name: '$50' }));
    expect(fbq).toHaveBeenLastCalledWith('track', 'Donate', { value: 50, currency: 'USD' });
    await userEvent.click(screen.getByRole('button', { name: 'Other amount' }));
    await userEvent.type(await screen.findByLabelText('Your amount in US dollars'), '35');
    await userEvent.click(screen.getByRole('button', { name: 'Give' }));
    expect(fbq).toHaveBeenLastCalledWith('track', 'Donate', { value: 35, currency: 'USD' });
    expect(fbq).toHaveBeenCalledTimes(2);
    open.mockRestore();
  });

  it('offers 20 and 50 as links to the donation page with the amount', () => {
    renderWithI18n(<DonateBlock />);
    const twenty = screen.getByRole('link', { name: '$20' });
    expect(new URL(twenty.getAttribute('href')!).searchParams.get('amount')).toBe('20');
    expect(twenty).toHaveAttribute('target', '_blank');
    expect(
      new URL(screen.getByRole('link', { name: '$50' }).getAttribute('href')!).searchParams.get(
        'amount',
      ),
    ).toBe('50');
    expect(screen.getByRole('link', { name: 'More ways to give' })).toHaveAttribute(
      'href',
      '/donate/',
    );
  });

  it('opens the donation page for a custom amount, and refuses an empty, negative or fractional one', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderWithI18n(<DonateBlock />);
    await userEvent.click(screen.getByRole('button', { name: 'Other amount' }));
    const input = await screen.findByLabelText('Your amount in US dollars');
    const give = screen.getByRole('button', { name: 'Give' });
    // The donate page's rule: whole dollars from 1 to 100,000, never rounded.
    for (const text of ['', '-5', '12.6']) {
      await userEvent.clear(input);
      if (text) await userEvent.type(input, text);
      await userEvent.click(give);
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Please enter a whole dollar amount from $1 to $100,000.',
      );
      expect(input).toHaveAttribute('aria-invalid', 'true');
    }
    expect(open).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '75');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(give);
    expect(open).toHaveBeenCalledTimes(1);
    expect(new URL(open.mock.calls[0]![0] as string).searchParams.get('amount')).toBe('75');
    open.mockRestore();
  });

  it('speaks the visitor’s language', () => {
    renderWithI18n(<DonateBlock />, { language: 'es' });
    expect(screen.getByRole('button', { name: 'Otro monto' })).toBeInTheDocument();
  });
});
