import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithI18n } from '../../test/render-with-i18n';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { PageHeader } from './page-header';

describe('the page header', () => {
  it('is the page’s banner with its one h1, lead and calls to action', () => {
    renderWithI18n(
      <PageHeader title="Our team" lead="The people behind the work." eyebrow="About us">
        <a href="/contact-us/">Contact us</a>
      </PageHeader>,
    );
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('heading', { level: 1 })).toHaveTextContent('Our team');
    expect(within(header).getByText('The people behind the work.')).toBeInTheDocument();
    expect(within(header).getByText('About us')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Contact us' })).toBeInTheDocument();
    expect(within(header).queryByRole('navigation')).toBeNull();
  });

  it('leads back through its breadcrumbs when the page sits under another', () => {
    renderWithI18n(
      <PageHeader
        title="Thank you!"
        breadcrumbs={
          <Breadcrumbs trail={[{ label: 'Donate', to: '/donate/' }]} current="Thank you" />
        }
        art="/images/illustrations/donate.svg"
      />,
    );
    const crumbs = within(screen.getByRole('banner')).getByRole('navigation', {
      name: 'Breadcrumb',
    });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Donate']);
    // The illustration is decoration: no name for screen readers to read out.
    expect(screen.queryByRole('img')).toBeNull();
  });
});
