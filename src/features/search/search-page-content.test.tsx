import React from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { renderWithI18n } from '../../test/render-with-i18n';
import { loadPagefind } from './load-pagefind';
import type { PagefindResultData } from './pagefind-types';
import { SearchPageContent } from './search-page-content';

// Pagefind's browser module is mocked at its boundary: what it answers for a query.
jest.mock('./load-pagefind');
const search = jest.fn<Promise<{ results: unknown[] }>, [string]>();
jest.mocked(loadPagefind).mockImplementation(async () => ({ search }) as never);

const answer = (pages: PagefindResultData[]) => ({
  results: pages.map((page, index) => ({ id: String(index), data: async () => page })),
});

const CLINIC_ARTICLE: PagefindResultData = {
  url: '/es/news/article/nueva-clinica/',
  excerpt: 'Abrió una <mark>clínica</mark> para madres &amp; familias en Provo.',
  meta: { title: 'Nueva clínica en Provo', date: '2021-03-04' },
};
const ABOUT_PAGE: PagefindResultData = {
  url: '/es/our-team/',
  excerpt: 'Nuestra <mark>clínica</mark> de apoyo.',
  meta: { title: 'Nuestro equipo' },
};

// Stands in for Gatsby's location: the page re-renders with each new `location.search`.
let goTo: (search: string) => void = () => undefined;
const AtAddress = ({ initial, language }: { initial: string; language: string }) => {
  const [search, setSearch] = React.useState(initial);
  goTo = (next) => act(() => setSearch(next));
  const pathname = language === 'en' ? '/search/' : `/${language}/search/`;
  return <SearchPageContent language={language} pathname={pathname} search={search} />;
};

const renderSearch = (query: string, language = 'en') =>
  renderWithI18n(<AtAddress initial={query} language={language} />, {
    language,
    originalPath: '/search/',
  });

beforeEach(() => {
  search.mockReset();
  jest.mocked(loadPagefind).mockClear();
  jest.mocked(navigate).mockClear();
});

describe('the search page', () => {
  it('searches the ?q= of the address in the page language and lists title, date and highlighted excerpt', async () => {
    search.mockResolvedValue(answer([CLINIC_ARTICLE, ABOUT_PAGE]));
    renderSearch('?q=clinica', 'es');

    const results = await screen.findAllByRole('article');
    expect(loadPagefind).toHaveBeenCalledWith('es');
    expect(search).toHaveBeenCalledWith('clinica');
    expect(screen.getByRole('searchbox', { name: 'Buscar noticias y páginas' })).toHaveValue(
      'clinica',
    );
    const first = within(results[0]!);
    expect(first.getByRole('link', { name: 'Nueva clínica en Provo' })).toHaveAttribute(
      'href',
      '/es/news/article/nueva-clinica/',
    );
    expect(first.getByText('4 de marzo de 2021')).toHaveAttribute('datetime', '2021-03-04');
    const excerpt = first.getByText(/para madres & familias/);
    expect(within(excerpt).getByText('clínica').tagName).toBe('MARK');
    // A page without a date shows none.
    expect(results[1]!.querySelector('time')).toBeNull();
  });

  it('announces the number of results in a polite live region', async () => {
    search.mockResolvedValue(answer([CLINIC_ARTICLE, ABOUT_PAGE]));
    renderSearch('?q=clinica');
    const status = screen.getByRole('status');
    expect(await within(status).findByText('2 results for “clinica”.')).toBeInTheDocument();
  });

  it('says so when nothing matches, with advice', async () => {
    search.mockResolvedValue(answer([]));
    renderSearch('?q=zzzz', 'pt');
    expect(await screen.findByText('Nenhum resultado para “zzzz”.')).toBeInTheDocument();
    expect(screen.getByText(/Verifique a ortografia/)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('without a query explains what to do and loads no search code', () => {
    renderSearch('');
    expect(screen.getByText(/Type a word or two/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(loadPagefind).not.toHaveBeenCalled();
  });

  it('puts a new query in the address, so Back and shared links keep it', async () => {
    search.mockResolvedValue(answer([]));
    renderSearch('');
    await userEvent.type(screen.getByRole('searchbox'), '  SB 174 {Enter}');
    expect(navigate).toHaveBeenCalledWith('/search/?q=SB%20174');

    // The address is what drives the search: Back to an older ?q= searches it again.
    search.mockResolvedValue(answer([CLINIC_ARTICLE]));
    goTo('?q=clinica');
    expect(await screen.findByText('1 result for “clinica”.')).toBeInTheDocument();
    expect(search).toHaveBeenLastCalledWith('clinica');
    expect(screen.getByRole('searchbox')).toHaveValue('clinica');
  });

  it('loads ten results at a time', async () => {
    const many = Array.from({ length: 12 }, (_unused, index) => ({
      ...CLINIC_ARTICLE,
      url: `/news/article/${index}/`,
      meta: { title: `Article ${index}` },
    }));
    search.mockResolvedValue(answer(many));
    renderSearch('?q=clinic');
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: /Show more results/ }));
    expect(await screen.findAllByRole('article')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });

  it('tells the visitor when the search cannot load', async () => {
    jest.mocked(loadPagefind).mockRejectedValueOnce(new Error('offline'));
    renderSearch('?q=clinic');
    expect(await screen.findByText(/Search is not available right now/)).toBeInTheDocument();
  });
});
