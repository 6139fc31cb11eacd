import fs from 'fs';
import path from 'path';
import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithI18n } from '../../test/render-with-i18n';
import { ScoreCardSection } from './score-card-section';
import { LegislatorRecord } from './legislator-record';

const SHEET = 'https://docs.google.com/spreadsheets/d/e/x/pubhtml';
const BILLS = [
  { key: 'HB0012', label: 'HB 12', position: 'support' },
  { key: 'SB0034', label: 'SB 34', position: 'oppose' },
];
/** Voted against the bill we support and for the one we oppose: 0 %, F. */
const WRONG_WAY = {
  chamber: 'house',
  district: 9,
  name: 'Nora Escalante',
  slug: 'house-9-nora-escalante',
  score: 0,
  votes: [
    { bill: 'HB0012', vote: 'against' },
    { bill: 'SB0034', vote: 'for' },
  ],
};
/** Voted for the bill we support and against the one we oppose: 100 %. */
const OUR_WAY = {
  ...WRONG_WAY,
  district: 24,
  name: 'Delia Bonneville',
  slug: 'house-24-delia-bonneville',
  score: 100,
  votes: [
    { bill: 'HB0012', vote: 'for' },
    { bill: 'SB0034', vote: 'against' },
    { bill: 'HB0088', vote: 'absent' },
  ],
};

// The marks are drawn by the stylesheet from data-way; jsdom does not draw, so the rules
// that draw them are read here once.
const CSS = fs.readFileSync(path.join(__dirname, 'score-card.module.css'), 'utf8');

describe('the score card marks follow our position, not the direction of the vote', () => {
  it('the stylesheet draws ✓ green for a vote with our position and ✗ red against it, never from the direction', () => {
    expect(CSS).toMatch(
      /\[data-way='with'\] \{\s*--vote-mark: '✓';\s*--vote-mark-color: var\(--color-success\);/,
    );
    expect(CSS).toMatch(
      /\[data-way='against'\] \{\s*--vote-mark: '✗';\s*--vote-mark-color: var\(--color-danger\);/,
    );
    expect(CSS).not.toMatch(/\[data-vote='(for|against)'\][^{]*\{\s*--vote-mark/);
  });

  it('a legislator scored 0 % (F) shows no ✓ marks: their "Voted for" a bill we oppose is marked against our position', () => {
    renderWithI18n(<ScoreCardSection rows={[WRONG_WAY]} bills={BILLS} spreadsheetUrl={SHEET} />);
    const row = within(screen.getByRole('table')).getByRole('row', { name: /Nora Escalante/ });
    expect(within(row).getByRole('cell', { name: 'Voted for' })).toHaveAttribute(
      'data-way',
      'against',
    );
    expect(within(row).getByRole('cell', { name: 'Voted against' })).toHaveAttribute(
      'data-way',
      'against',
    );
    expect(within(row).getByRole('cell', { name: '0% (F)' })).toBeInTheDocument();
  });

  it('says what the marks mean in words, in the page language', () => {
    renderWithI18n(<ScoreCardSection rows={[WRONG_WAY]} bills={BILLS} spreadsheetUrl={SHEET} />, {
      language: 'es',
    });
    expect(screen.getByText('Voto a favor de nuestra postura')).toHaveAttribute('data-way', 'with');
    expect(screen.getByText('Voto en contra de nuestra postura')).toHaveAttribute(
      'data-way',
      'against',
    );
  });

  it("a legislator page's 'Votó en contra' beside 'A favor de nuestra postura' is marked with our position, and an absence has no mark", () => {
    renderWithI18n(
      <LegislatorRecord
        legislator={OUR_WAY}
        bills={[...BILLS, { key: 'HB0088', label: 'HB 88', position: 'support' }]}
      />,
      {
        language: 'es',
      },
    );
    const row = screen.getByRole('row', { name: /SB 34/ });
    expect(
      within(row).getByRole('cell', { name: 'A favor de nuestra postura' }),
    ).toBeInTheDocument();
    expect(within(row).getByText('Votó en contra')).toHaveAttribute('data-way', 'with');
    const absent = screen.getByRole('row', { name: /HB 88/ });
    expect(within(absent).getByText('Ausente')).not.toHaveAttribute('data-way');
  });
});
