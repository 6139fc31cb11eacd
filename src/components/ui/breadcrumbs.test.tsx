import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithI18n } from '../../test/render-with-i18n';
import { Breadcrumbs } from './breadcrumbs';

describe('Breadcrumbs', () => {
  it('leads from Home through the trail to the current page, which is not a link', () => {
    renderWithI18n(
      <Breadcrumbs trail={[{ label: 'Donate', to: '/donate/' }]} current="Canceled" />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Donate', '/donate/'],
    ]);
    const current = within(nav).getByText('Canceled');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.closest('a')).toBeNull();
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
  });

  it('names the landmark in the visitor’s language and keeps the language in its links', () => {
    renderWithI18n(<Breadcrumbs current="Donar" />, { language: 'es' });
    const nav = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(nav).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/es/');
  });
});
