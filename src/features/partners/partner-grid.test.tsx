import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithI18n } from '../../test/render-with-i18n';
import { PartnerGrid, type Partner } from './partner-grid';
import { choosePartners } from './choose-partners';

const cardOf = (name: string) =>
  screen.getByRole('heading', { name }).closest('article') as HTMLElement;

describe('PartnerGrid', () => {
  it('links each partner to its website in a new tab, named after the partner', () => {
    renderWithI18n(
      <PartnerGrid
        partners={[
          {
            name: 'Canyon Rim Grocers',
            logo: 'https://api.example.org/logo.svg',
            url: 'https://grocers.example/',
          },
        ]}
      />,
    );
    const link = screen.getByRole('link', { name: /Visit website.*Canyon Rim Grocers/ });
    expect(link).toHaveAttribute('href', 'https://grocers.example/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('img', { name: 'Canyon Rim Grocers logo' })).toHaveAttribute(
      'src',
      'https://api.example.org/logo.svg',
    );
  });

  it('never turns a javascript: or other non-web URL into a link or an image', () => {
    const partners: Partner[] = [
      { name: 'Evil Corp', logo: 'javascript:alert(1)', url: 'javascript:alert(document.cookie)' },
      {
        name: 'Data Inc',
        logo: 'data:image/svg+xml,<svg onload=alert(1)>',
        url: ' data:text/html,hi',
      },
      { name: 'Proto Relative', logo: '//evil.example/x.svg', url: '//evil.example/' },
    ];
    renderWithI18n(<PartnerGrid partners={partners} />);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    for (const { name } of partners)
      expect(within(cardOf(name)).getByRole('heading')).toHaveTextContent(name);
  });

  it('shows names from the API as text, not markup', () => {
    renderWithI18n(
      <PartnerGrid
        partners={[{ name: '<b onmouseover="x()">Bold</b> & Co', url: 'http://bold.example' }]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      '<b onmouseover="x()">Bold</b> & Co',
    );
    expect(document.querySelector('b')).toBeNull();
  });

  it('says so when there is no partner to show', () => {
    renderWithI18n(<PartnerGrid partners={[]} />, { language: 'pt' });
    expect(
      screen.getByText('Nossa lista de parceiros está sendo atualizada. Volte em breve.'),
    ).toBeInTheDocument();
  });
});

describe('choosePartners', () => {
  const api = [{ name: 'From the API' }];
  const fallback = [{ name: 'From content/data' }];
  it("shows the API's list, even an empty one, and content/data's only when the call failed", () => {
    expect(choosePartners(api, fallback, true)).toBe(api);
    expect(choosePartners([], fallback, true)).toEqual([]);
    expect(choosePartners([], fallback, false)).toBe(fallback);
  });
});
