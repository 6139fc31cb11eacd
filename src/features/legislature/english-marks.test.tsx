import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithI18n } from '../../test/render-with-i18n';
import { BillList } from './bill-list';
import { BillTimeline } from './bill-details';

// The Legislature writes in English only: on a Spanish or Portuguese page its words (bill
// titles, committees, rooms, history) are marked lang="en" so a screen reader reads them with
// English rules, and one note in the page's language says why they are in English.
const BILL = {
  billId: '2026GS-HB0012',
  label: 'HB 12',
  slug: 'hb12',
  title: 'Prenatal Care Access Amendments',
  position: 'support',
  state: 'inCommittee',
  committee: 'House Health and Human Services Committee',
  nextHearing: {
    committee: 'House Health and Human Services Committee',
    start: '2026-02-10T15:00:00Z',
    location: '30 House Building',
    url: null,
  },
};
const NOTE = {
  es: 'Los títulos y los datos de los proyectos de ley provienen de la Legislatura de Utah y están en inglés.',
  pt: 'Os títulos e os dados dos projetos de lei vêm da Assembleia Legislativa de Utah e estão em inglês.',
};

const renderList = (language: string) =>
  renderWithI18n(
    <main>
      <BillList bills={[BILL]} />
    </main>,
    { language, originalPath: '/legislature/' },
  );

/** The element carrying `lang` around exactly `text`. */
const marked = (text: string) => screen.getByText(text, { exact: true }).closest('[lang]');

describe.each(['es', 'pt'] as const)('the bills we follow in %s', (language) => {
  it("marks the bill's title, its committee and its hearing room as English", () => {
    renderList(language);
    const title = screen.getByRole('link', { name: 'HB 12: Prenatal Care Access Amendments' });
    expect(title).toHaveAttribute('lang', 'en');
    // The committee's name is English inside a sentence in the page's language.
    const committees = screen.getAllByText(BILL.committee, { exact: true });
    expect(committees).toHaveLength(2);
    for (const committee of committees) expect(committee).toHaveAttribute('lang', 'en');
    expect(committees[0]?.parentElement).not.toHaveAttribute('lang');
    expect(marked('30 House Building')).toHaveAttribute('lang', 'en');
  });

  it('says once, in the page language, that the titles and records are the Legislature’s, in English', () => {
    renderList(language);
    expect(screen.getAllByText(NOTE[language])).toHaveLength(1);
  });
});

describe('the bills we follow in English', () => {
  it('needs neither the note nor the marks', () => {
    renderList('en');
    expect(
      screen.queryByText(
        'Bill titles and records come from the Utah Legislature and are in English.',
      ),
    ).toBeNull();
    expect(
      screen.getByRole('link', { name: 'HB 12: Prenatal Care Access Amendments' }),
    ).not.toHaveAttribute('lang');
    expect(screen.getByRole('main').querySelector('[lang]')).toBeNull();
    expect(screen.getByRole('main')).toHaveTextContent(
      'In the House Health and Human Services Committee, waiting for a vote.',
    );
  });
});

describe('a bill’s history on a Spanish page', () => {
  it('keeps each line the Legislature wrote in English, the date in Spanish', () => {
    renderWithI18n(
      <BillTimeline
        actions={[
          {
            date: '2026-01-20',
            description: 'Bill Numbered but not Distributed',
            owner: 'Legislative Research and General Counsel',
          },
        ]}
      />,
      { language: 'es' },
    );
    const line = screen.getByRole('listitem');
    expect(within(line).getByText('20 de enero de 2026')).not.toHaveAttribute('lang');
    expect(within(line).getByText('Bill Numbered but not Distributed')).toHaveAttribute(
      'lang',
      'en',
    );
  });
});
