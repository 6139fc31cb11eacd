import fs from 'fs';
import path from 'path';
import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithI18n } from '../../test/render-with-i18n';
import { Footer } from './footer';
import type { Shell } from './use-shell';

// The shell as the build reads it from content/data (use-shell.ts queries these files).
const data = (file: string): unknown =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../content/data', file), 'utf8'));
const SHELL = {
  organisation: data('organisation.json'),
  phoneNumbers: data('phone-numbers.json'),
  addresses: data('addresses.json'),
  emailAddresses: data('email-addresses.json'),
  socialMedia: data('social-media.json'),
  resources: data('resources.json'),
  navigation: data('navigation.json'),
  buildYear: 2026,
  version: '2.0.1',
} as unknown as Shell;

const resourceLinks = () =>
  within(screen.getByRole('region', { name: /^(Resources|Recursos)$/ })).getAllByRole('link');

// The resources from content/data/resources.json stayed in English on /es/ and /pt/.
describe('the footer’s resource links', () => {
  it.each([
    [
      'en',
      [
        'Find bills and track the Utah Legislature',
        'State health resources for pregnant women and families',
        'Find local help: housing, food, childcare and more',
      ],
    ],
    [
      'es',
      [
        'Busque proyectos de ley y siga el trabajo de la Legislatura de Utah (en inglés)',
        'Recursos de salud del estado para mujeres embarazadas y familias (en inglés)',
        'Encuentre ayuda local: vivienda, comida, cuidado infantil y más (en inglés)',
      ],
    ],
    [
      'pt',
      [
        'Encontre projetos de lei e acompanhe a Assembleia Legislativa de Utah (em inglês)',
        'Recursos estaduais de saúde para gestantes e famílias (em inglês)',
        'Encontre ajuda local: moradia, alimentação, creche e mais (em inglês)',
      ],
    ],
  ])('are labelled in %s, each marked as an English-language site', (language, labels) => {
    renderWithI18n(<Footer shell={SHELL} />, { language });
    const external = resourceLinks().filter((link) =>
      link.getAttribute('href')!.startsWith('https:'),
    );
    expect(external.map((link) => link.textContent)).toEqual(labels);
    for (const link of external) {
      expect(link).toHaveAttribute('hreflang', 'en');
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('keeps the site’s own resource links in the page language', () => {
    renderWithI18n(<Footer shell={SHELL} />, { language: 'pt' });
    const news = screen.getByRole('link', { name: 'Notícias' });
    expect(news).toHaveAttribute('href', '/pt/news/2026/');
    expect(news).toHaveAttribute('hreflang', 'pt');
  });
});
