import React from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../test/render-with-i18n';
import { siteConfig } from '../../lib/config';
import { NewsLetterContent } from './news-letter-content';

describe('the newsletter page', () => {
  it('says what subscribers get and links the external sign-up in a new tab', () => {
    renderWithI18n(<NewsLetterContent />);
    expect(screen.getByRole('heading', { name: 'What you will receive' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    const signUp = screen.getByRole('link', { name: /Subscribe to the newsletter/ });
    expect(signUp).toHaveAttribute('href', siteConfig.newsletterSignupUrl);
    expect(signUp).toHaveAttribute('target', '_blank');
    expect(signUp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(signUp).toHaveAccessibleName('Subscribe to the newsletter (opens in a new tab)');
  });

  it('points to the text alerts too, in the visitor’s language', () => {
    renderWithI18n(<NewsLetterContent />, { language: 'pt' });
    expect(screen.getByRole('link', { name: 'alertas por SMS' })).toHaveAttribute(
      'href',
      '/pt/sms/',
    );
    expect(screen.getByRole('link', { name: /Assinar a newsletter/ })).toBeInTheDocument();
  });

  it('counts a click on the sign-up in "Your actions" (the sign-up itself is on the provider’s page)', async () => {
    window.localStorage.clear();
    renderWithI18n(<NewsLetterContent />);
    const signUp = screen.getByRole('link', { name: /Subscribe to the newsletter/ });
    signUp.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot open tabs
    await userEvent.click(signUp);
    await waitFor(() =>
      expect(
        JSON.parse(window.localStorage.getItem('your-actions') ?? '{}').counts?.newsletter,
      ).toBe(1),
    );
  });
});
