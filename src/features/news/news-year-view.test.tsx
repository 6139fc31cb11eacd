import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { renderWithI18n } from '../../test/render-with-i18n';
import { NewsYearView } from './news-year-view';

const ARTICLES = [
  {
    uuid: 'b1c2',
    title: 'Session Wrap-Up',
    socialImage: 'https://api.test/media/b1c2.svg',
    socialDescription: 'What the session means for Utah families.',
    pubdate: '2024-03-07T17:00:00.000Z',
    author: 'Samuel Whitaker',
  },
  {
    uuid: 'a0b1',
    title: 'The General Session Begins',
    socialImage: null,
    socialDescription: null,
    pubdate: '2024-01-20T17:00:00.000Z',
    author: null,
  },
];

const renderYear = (year: number, articles = ARTICLES, language = 'en') =>
  renderWithI18n(<NewsYearView year={year} currentYear={2026} articles={articles} />, {
    language,
    originalPath: `/news/${year}/`,
  });

beforeEach(() => jest.mocked(navigate).mockClear());

describe('the news of a year', () => {
  it('lists the articles in the given order with links, dates, authors and descriptions', () => {
    renderYear(2024);
    expect(screen.getByRole('heading', { level: 1, name: 'News 2024' })).toBeInTheDocument();
    const items = screen.getAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Session Wrap-Up',
      'The General Session Begins',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Session Wrap-Up' })).toHaveAttribute(
      'href',
      '/news/article/b1c2/',
    );
    expect(items[0]).toHaveTextContent('March 7, 2024');
    expect(items[0]).toHaveTextContent('By Samuel Whitaker');
    expect(items[0]).toHaveTextContent('What the session means for Utah families.');
    expect(items[1]).not.toHaveTextContent('By');
  });

  it('formats the dates in the page language', () => {
    renderYear(2024, ARTICLES, 'pt');
    expect(screen.getByRole('heading', { level: 1, name: 'Notícias 2024' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')[0]).toHaveTextContent('7 de março de 2024');
    expect(screen.getAllByRole('article')[0]).toHaveTextContent('Por Samuel Whitaker');
  });

  it('offers 2016 to the current year, newest first, with the page year chosen', () => {
    renderYear(2024);
    const select = screen.getByRole('combobox', { name: 'Year' });
    const years = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(years).toEqual([
      '2026',
      '2025',
      '2024',
      '2023',
      '2022',
      '2021',
      '2020',
      '2019',
      '2018',
      '2017',
      '2016',
    ]);
    expect(select).toHaveValue('2024');
  });

  it('goes to the chosen year’s address and shows a loader meanwhile', async () => {
    renderYear(2024);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2019');
    expect(navigate).toHaveBeenCalledWith('/news/2019/', undefined);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the news for 2019…');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('keeps the visitor’s language in the address it goes to', async () => {
    renderYear(2024, ARTICLES, 'es');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Año' }), '2017');
    expect(navigate).toHaveBeenCalledWith('/es/news/2017/', undefined);
  });

  it('says so kindly when a year has no news, and points to the latest', () => {
    renderYear(2019, []);
    expect(screen.getByRole('heading', { name: 'No news for 2019' })).toBeInTheDocument();
    expect(screen.getByText(/We didn't publish any articles that year/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the latest news' })).toHaveAttribute(
      'href',
      '/news/2026/',
    );
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('does not point the current year to itself when it is empty', () => {
    renderYear(2026, []);
    expect(screen.getByRole('heading', { name: 'No news for 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Read the latest news' })).toBeNull();
  });
});
