import React from 'react';
import { renderToString } from 'react-dom/server';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n, withI18n } from '../../test/render-with-i18n';
import { ScoreCardSection } from './score-card-section';

const SHEET = 'https://docs.google.com/spreadsheets/d/e/x/pubhtml';
const BILLS = [{ key: 'HB0012', label: 'HB 12', position: 'support' }];
const ROWS = [
  {
    chamber: 'senate',
    district: 2,
    name: 'Marcus Wasatch',
    slug: 'senate-2-marcus-wasatch',
    score: 100,
    votes: [{ bill: 'HB0012', vote: 'for' }],
  },
  {
    chamber: 'house',
    district: 9,
    name: 'Nora Escalante',
    slug: 'house-9-nora-escalante',
    score: 0,
    votes: [{ bill: 'HB0012', vote: 'against' }],
  },
  { chamber: 'house', district: 37, name: null, slug: 'house-37-vacant', score: null, votes: [] },
];

describe('ScoreCardSection', () => {
  it('keeps the spreadsheet in its frame when the build read no score card', () => {
    renderWithI18n(<ScoreCardSection rows={[]} bills={[]} spreadsheetUrl={SHEET} />);
    expect(screen.getByTitle('Pro-Life Utah legislator score card spreadsheet')).toHaveAttribute(
      'src',
      SHEET,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows each vote in words, sorts by score and filters by chamber', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <ScoreCardSection
        rows={ROWS}
        bills={BILLS}
        spreadsheetUrl={SHEET}
        readOn="2026-02-10T17:00:00Z"
      />,
      {
        language: 'es',
      },
    );
    expect(screen.queryByTitle(/spreadsheet/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Abrir la hoja de cálculo/ })).toHaveAttribute(
      'href',
      SHEET,
    );
    const table = screen.getByRole('table');
    expect(within(table).getAllByText('Votó a favor')).toHaveLength(1);
    await user.click(within(table).getByRole('button', { name: 'Puntuación' }));
    expect(within(table).getByRole('columnheader', { name: /Puntuación/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const names = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(names()).toEqual(['Nora Escalante', 'Marcus Wasatch', 'Escaño vacante']);
    await user.selectOptions(screen.getByLabelText('Cámara'), 'senate');
    expect(names()).toEqual(['Marcus Wasatch']);
    expect(screen.getByRole('status')).toHaveTextContent('Se muestran 1 de 3 escaños');
  });

  it("names each card's cells by column in one style rule each, the spreadsheet's bill names escaped", () => {
    const oddBill = { key: 'SB0001', label: 'SB 1 "</style><b>"', position: 'oppose' };
    const { container } = renderWithI18n(
      <ScoreCardSection rows={ROWS} bills={[...BILLS, oddBill]} spreadsheetUrl={SHEET} />,
      { language: 'es' },
    );
    const style = container.querySelector('style');
    const css = style?.textContent ?? '';
    expect(css).toMatch(/^@media \(max-width:59\.99em\)/);
    expect(css).toContain('#score-card-rows td:nth-of-type(2)::before{content:"Distrito ";');
    expect(css).toContain('td:nth-of-type(3)::before{content:"HB 12 \\b7  Apoyamos"');
    expect(css).toContain('td:nth-of-type(4)::before{content:"SB 1 \\22 \\3c \\2f style');
    expect(css).not.toContain('<');
    // The cells themselves carry no label: the vote is the cell's only text.
    const vote = within(screen.getByRole('table')).getByRole('cell', { name: 'Votó a favor' });
    expect(vote).toHaveAttribute('data-vote', 'for');
    expect(vote).toHaveAttribute('data-way', 'with');
    expect(vote.attributes).toHaveLength(2);
  });

  it('keeps the rows the server sent while the page hydrates, and draws them anew from the first sort', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const section = <ScoreCardSection rows={ROWS} bills={BILLS} spreadsheetUrl={SHEET} />;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(withI18n(section));
    const serverLink = screen.getByRole('link', { name: 'Marcus Wasatch' });
    await act(async () => {
      render(withI18n(section), { container, hydrate: true });
    });
    expect(screen.getByRole('link', { name: 'Marcus Wasatch' })).toBe(serverLink);
    expect(screen.getAllByRole('rowheader')).toHaveLength(3);
    expect(errors).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Score' }));
    const names = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(names).toEqual(['Nora Escalante', 'Marcus Wasatch', 'Vacant seat']);
    expect(screen.getByRole('link', { name: 'Marcus Wasatch' })).not.toBe(serverLink);
    errors.mockRestore();
  });
});
