import React from 'react';
import { screen } from '@testing-library/react';
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
});
