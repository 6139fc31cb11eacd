import React from 'react';
import { screen } from '@testing-library/react';
import { renderWithI18n } from '../../test/render-with-i18n';
import { LegislatureBand } from './legislature-band';

describe("the home page's legislature band", () => {
  it('links the bills we follow, the score card and the lookup, in the page language', () => {
    renderWithI18n(<LegislatureBand />, { language: 'es' });
    expect(screen.getByRole('heading', { name: 'En la Legislatura de Utah' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Proyectos de ley que seguimos' })).toHaveAttribute(
      'href',
      '/es/legislature/',
    );
    expect(
      screen.getByRole('link', { name: 'Tarjeta de calificaciones de legisladores' }),
    ).toHaveAttribute('href', '/es/government/legislator-score-card/');
    expect(screen.getByRole('link', { name: 'Encuentre a sus legisladores' })).toHaveAttribute(
      'href',
      '/es/government/legislator-lookup/',
    );
  });
});
