import React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../test/render-with-i18n';
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
];

describe("a search with no match showed an empty table and 'Showing 0 of 104 seats' with no message or way back", () => {
  it.each([
    [
      'en',
      'Name',
      'No legislator on the score card matches “Zzyzx”.',
      'Clear the search',
      'Showing 2 of 2',
    ],
    [
      'es',
      'Nombre',
      'Ningún legislador de la tarjeta de calificaciones coincide con “Zzyzx”.',
      'Borrar la búsqueda',
      'Se muestran 2 de 2',
    ],
  ])(
    '%s: says nobody matches and clears the search back to every seat',
    async (language, label, message, clear, all) => {
      const user = userEvent.setup();
      renderWithI18n(<ScoreCardSection rows={ROWS} bills={BILLS} spreadsheetUrl={SHEET} />, {
        language,
      });
      expect(screen.queryByRole('button', { name: clear })).not.toBeInTheDocument();
      const name = screen.getByLabelText(label);
      await user.type(name, 'Zzyzx');
      expect(screen.getByText(message, { exact: false })).toBeVisible();
      await user.click(screen.getByRole('button', { name: clear }));
      expect(name).toHaveValue('');
      expect(name).toHaveFocus();
      expect(screen.getByRole('status')).toHaveTextContent(all);
      expect(screen.getAllByRole('rowheader')).toHaveLength(2);
    },
  );
});
