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
const SEAT = {
  chamber: 'house',
  district: 24,
  name: 'Delia Bonneville',
  slug: 'house-24-delia-bonneville',
  score: 100,
  votes: [
    { bill: 'HB0012', vote: 'for' },
    { bill: 'SB0034', vote: 'against' },
  ],
};

// A bill's number is the Legislature's ("HB 12", House Bill 12): English on every page.
describe('the bill numbers on a Spanish score card', () => {
  it("each bill's column header says its number in English and our position in Spanish", () => {
    renderWithI18n(<ScoreCardSection rows={[SEAT]} bills={BILLS} spreadsheetUrl={SHEET} />, {
      language: 'es',
    });
    const header = screen.getByRole('columnheader', { name: /HB 12/ });
    expect(within(header).getByText('HB 12')).toHaveAttribute('lang', 'en');
    expect(within(header).getByText('Apoyamos')).not.toHaveAttribute('lang');
  });

  it("a legislator's page names each bill in English, the rest of the row in Spanish", () => {
    renderWithI18n(<LegislatorRecord legislator={SEAT} bills={BILLS} />, { language: 'es' });
    expect(screen.getByRole('rowheader', { name: 'SB 34' })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('cell', { name: 'Nos oponemos' })).not.toHaveAttribute('lang');
  });

  it('an English page needs no marks', () => {
    renderWithI18n(<LegislatorRecord legislator={SEAT} bills={BILLS} />);
    expect(screen.getByRole('rowheader', { name: 'SB 34' })).not.toHaveAttribute('lang');
  });
});

// jsdom lays nothing out, so the rules that decide what Chromium exposes are read here.
const CSS = fs.readFileSync(path.join(__dirname, 'score-card.module.css'), 'utf8');

describe('the score card stylesheet keeps every seat for a screen reader and the headers in view', () => {
  it('does not skip the cards off screen (content-visibility left them out of the accessibility tree)', () => {
    expect(CSS).not.toMatch(/^\s*content-visibility\s*:/m);
  });

  it("hides a vacant seat's vote cells from the eye only, not with display: none", () => {
    const vacant = CSS.match(/tr\[data-vacant\] > td[^{]*\{([^}]*)\}/);
    expect(vacant?.[1]).toMatch(/clip: rect\(0, 0, 0, 0\)/);
    expect(vacant?.[1]).not.toMatch(/display:\s*none/);
  });

  it('sticks the column headers to the top of a scroll box no taller than the window under the navbar', () => {
    const wrap = CSS.match(/\n\.tableWrap \{([^}]*)\}/)?.[1] ?? '';
    expect(wrap).toMatch(/max-height: calc\(100dvh - var\(--navbar-height-compact\)/);
    expect(wrap).toMatch(/overflow: auto/);
    expect(CSS).toMatch(/\.table thead th \{\s*position: sticky;\s*top: 0;/);
  });
});
