import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../test/render-with-i18n';
import { siteConfig } from '../../lib/config';
import { DonateMethods } from './donate-methods';

const CHECK = {
  payableTo: 'Pro-Life Utah',
  mailingAddress: ['Pro-Life Utah', 'PO Box 1047', 'South Jordan, UT 84095'],
  ein: '87-0591327',
};

const renderMethods = (language = 'en') =>
  renderWithI18n(<DonateMethods check={CHECK} venmoHandle="@ProLifeUtah" />, {
    language,
    originalPath: '/donate/',
  });

const panelHeading = () => screen.getByRole('heading', { level: 2 });

type FbqWindow = Window & { fbq?: jest.Mock };
afterEach(() => {
  delete (window as FbqWindow).fbq;
});

describe('DonateMethods', () => {
  // Every donate link sends the pixel event; Venmo's amount is chosen on Venmo.
  it('sends the pixel Donate event with value 0 in USD when the Venmo link is clicked', async () => {
    const fbq = jest.fn();
    (window as FbqWindow).fbq = fbq;
    renderMethods();
    await userEvent.click(screen.getByRole('radio', { name: 'Venmo' }));
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(screen.getByRole('link', { name: 'Give to Pro-Life Utah on Venmo' }));
    expect(fbq).toHaveBeenCalledTimes(1);
    expect(fbq).toHaveBeenCalledWith('track', 'Donate', { value: 0, currency: 'USD' });
  });

  it('offers the four methods as one radio group, Donorbox preferred and chosen', () => {
    renderMethods();
    const group = screen.getByRole('group', { name: 'Choose how to give' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'donorbox',
      'paypal',
      'venmo',
      'check',
    ]);
    expect(within(group).getByRole('radio', { name: 'Donorbox Preferred' })).toBeChecked();
    expect(panelHeading()).toHaveTextContent('Give with Donorbox');
  });

  it('shows the panel of the method the visitor clicks', async () => {
    renderMethods();
    await userEvent.click(screen.getByRole('radio', { name: 'PayPal' }));
    expect(panelHeading()).toHaveTextContent('Give with PayPal');
    expect(screen.getByRole('link', { name: 'Give monthly' }).getAttribute('href')).toMatch(
      /^https:\/\/www\.paypal\.com\//,
    );

    await userEvent.click(screen.getByRole('radio', { name: 'Venmo' }));
    expect(panelHeading()).toHaveTextContent('Give with Venmo');
    const venmo = screen.getByRole('link', { name: 'Give to Pro-Life Utah on Venmo' });
    expect(venmo).toHaveAttribute('href', siteConfig.venmoUrl);
    expect(venmo).toHaveAttribute('target', '_blank');
    expect(screen.getByText(/@ProLifeUtah/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Give monthly' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Check' }));
    expect(panelHeading()).toHaveTextContent('Give by check');
    const address = screen.getByText('PO Box 1047').closest('address')!;
    expect(address).toHaveTextContent('Pro-Life UtahPO Box 1047South Jordan, UT 84095');
    expect(screen.getByText(/payable to “Pro-Life Utah”/)).toBeInTheDocument();
    expect(screen.getByText('EIN: 87-0591327')).toBeInTheDocument();
  });

  it('moves between methods with the arrow keys', async () => {
    renderMethods();
    screen.getByRole('radio', { name: 'Donorbox Preferred' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    expect(panelHeading()).toHaveTextContent('Give with PayPal');
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Check' })).toHaveFocus();
    expect(panelHeading()).toHaveTextContent('Give by check');
    await userEvent.keyboard('{ArrowUp}');
    expect(panelHeading()).toHaveTextContent('Give with Venmo');
  });

  it('does not carry a half-typed custom amount from one site to the other', async () => {
    renderMethods();
    await userEvent.type(screen.getByLabelText('Another amount, in whole US dollars'), '35');
    await userEvent.click(screen.getByRole('radio', { name: 'PayPal' }));
    expect(screen.getByLabelText('Another amount, in whole US dollars')).toHaveValue(null);
  });

  it('speaks Spanish and Portuguese', async () => {
    renderMethods('es');
    expect(screen.getByRole('group', { name: 'Elija cómo donar' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Cheque' }));
    expect(panelHeading()).toHaveTextContent('Done con cheque');
  });
});
