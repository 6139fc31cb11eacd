import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithI18n } from '../../test/render-with-i18n';
import { Services } from './services';
import { ServiceOpportunitiesTeaser } from './service-opportunities-teaser';

/** Each card: one list item holding an article with its heading, a decorative picture and its link. */
const cardOf = (name: string) => {
  const heading = screen.getByRole('heading', { level: 3, name });
  const article = heading.closest('article')!;
  expect(article.closest('li')).not.toBeNull();
  expect(article.querySelector('img')).toHaveAttribute('alt', '');
  return within(article);
};

describe('home cards', () => {
  it('shows each partner service as a card with its own link', () => {
    renderWithI18n(
      <Services
        services={[{ serviceId: 'life-grant', url: 'https://example.org/grants', image: '/g.jpg' }]}
      />,
    );
    const card = cardOf('Life grants');
    expect(card.getByRole('link', { name: 'Visit website Life grants' })).toHaveAttribute(
      'href',
      'https://example.org/grants',
    );
  });

  it('shows each service opportunity as a card linking to its guide', () => {
    renderWithI18n(
      <ServiceOpportunitiesTeaser items={[{ opportunityId: 'baby-shower', image: '/b.jpg' }]} />,
    );
    const card = cardOf('Baby Shower');
    expect(card.getByRole('link', { name: 'See the guide : Baby Shower' })).toHaveAttribute(
      'href',
      expect.stringContaining('/service-opportunities/#baby-shower'),
    );
  });
});
