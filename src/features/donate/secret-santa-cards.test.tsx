import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../test/render-with-i18n';
import { siteConfig } from '../../lib/config';
import { SecretSantaCards } from './secret-santa-cards';

type FbqWindow = Window & { fbq?: jest.Mock };
const params = (href: string | null) => Object.fromEntries(new URL(href!).searchParams);
const base = (href: string | null) => href!.split('?')[0];
const cards = () => within(screen.getByRole('list')).getAllByRole('link');

const EXPECTED = [
  { amount: 2500, label: '$2,500', tier: 'gold' },
  { amount: 2000, label: '$2,000', tier: 'gold' },
  { amount: 1500, label: '$1,500', tier: 'gold' },
  { amount: 1000, label: '$1,000', tier: 'gold' },
  { amount: 500, label: '$500', tier: 'standard' },
  { amount: 250, label: '$250', tier: 'standard' },
  { amount: 200, label: '$200', tier: 'standard' },
  { amount: 100, label: '$100', tier: 'standard' },
  { amount: 50, label: '$50', tier: 'standard' },
];

afterEach(() => {
  delete (window as FbqWindow).fbq;
});

describe('SecretSantaCards', () => {
  it('shows one card per amount, largest first, each a one-time gift of that amount', () => {
    renderWithI18n(<SecretSantaCards />);
    const links = cards();
    expect(links).toHaveLength(10);
    EXPECTED.forEach(({ amount, label, tier }, index) => {
      const card = links[index]!;
      expect(card).toHaveAccessibleName(`${label} One-time gift`);
      expect(base(card.getAttribute('href'))).toBe(siteConfig.christmasDonationUrl);
      expect(params(card.getAttribute('href'))).toEqual({
        amount: String(amount),
        default_interval: 'o',
      });
      expect(card).toHaveAttribute('target', '_blank');
      expect(card).toHaveAttribute('data-tier', tier);
    });
  });

  it('ends with a silver “You Decide” card that links without an amount', () => {
    renderWithI18n(<SecretSantaCards />);
    const last = cards()[9]!;
    expect(last).toHaveAccessibleName('You Decide Give any amount');
    expect(params(last.getAttribute('href'))).toEqual({ default_interval: 'o' });
    expect(last).toHaveAttribute('data-tier', 'silver');
  });

  it('formats the amounts for the language and translates “You Decide”', () => {
    renderWithI18n(<SecretSantaCards />, { language: 'pt' });
    expect(cards()[0]).toHaveAccessibleName('US$\u00a02.500 Doação única');
    expect(cards()[9]).toHaveAccessibleName('Você decide Doe quanto quiser');
  });

  it('sends the pixel Donate event for a card with an amount', async () => {
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    const fbq = jest.fn();
    (window as FbqWindow).fbq = fbq;
    renderWithI18n(<SecretSantaCards />);
    await userEvent.click(cards()[1]!);
    expect(fbq).toHaveBeenCalledWith('track', 'Donate', { value: 2000, currency: 'USD' });
  });

  // "You Decide" sent nothing; its amount is chosen on the donation page.
  it('sends the pixel Donate event with value 0 for “You Decide”', async () => {
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    const fbq = jest.fn();
    (window as FbqWindow).fbq = fbq;
    renderWithI18n(<SecretSantaCards />);
    await userEvent.click(cards()[9]!);
    expect(fbq).toHaveBeenCalledTimes(1);
    expect(fbq).toHaveBeenCalledWith('track', 'Donate', { value: 0, currency: 'USD' });
  });
});
