import '../../components/form/testing/web-streams';
import React from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithI18n } from '../../test/render-with-i18n';
import {
  apiPath,
  credentialsOf,
  expectedCredentials,
  setupTestApi,
} from '../../components/form/testing/test-api';
import { clearToasts, findToast } from '../../components/form/testing/toasts';
import { LegislatorLookup } from './legislator-lookup';

const person = (formatName: string, district: number, slug: string) => ({
  image: `https://api.test/media/${slug}.svg`,
  formatName,
  district,
  cell: '801-555-0124',
  email: `${slug}@legislature.example`,
  committees: [{ name: `${slug} committee` }, { name: 'Rules <script>' }],
});

/** Holds the API's answers until the test releases them, to look at the loading state. */
let gate: Promise<void> = Promise.resolve();
let release = () => {};
const holdAnswers = () => {
  gate = new Promise((resolve) => {
    release = resolve;
  });
};

const api = setupTestApi(
  http.post(apiPath('/government/legislators'), async ({ request }) => {
    const { address } = (await request.json()) as { address: string };
    await gate;
    if (address === '350 N State St') {
      return HttpResponse.json({
        success: true,
        houseRepresentative: person('Rep. Delia Bonneville', 24, 'delia'),
        senator: person('Sen. Marcus Wasatch', 2, 'marcus'),
      });
    }
    if (address === 'boom')
      return HttpResponse.json({ message: 'Lookup service down.' }, { status: 502 });
    return HttpResponse.json({ success: false, message: 'No legislators found for that address.' });
  }),
);

beforeEach(() => window.history.replaceState(null, '', '/government/legislator-lookup/'));
afterEach(async () => {
  release();
  gate = Promise.resolve();
  await clearToasts();
});

const fill = async (address: string, city: string) => {
  await userEvent.type(screen.getByLabelText(/Street address/), address);
  await userEvent.type(screen.getByLabelText('City'), city);
};

// Typing whole forms takes a few seconds when the machine is busy.
jest.setTimeout(20000);

describe('legislator lookup', () => {
  it('enables Search only when both address and city are filled in', async () => {
    renderWithI18n(<LegislatorLookup />);
    const searchButton = screen.getByRole('button', { name: 'Search' });
    expect(searchButton).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Street address/), '350 N State St');
    expect(searchButton).toBeDisabled();
    await userEvent.type(screen.getByLabelText('City'), '   ');
    expect(searchButton).toBeDisabled();
    await userEvent.type(screen.getByLabelText('City'), 'Salt Lake City');
    expect(searchButton).toBeEnabled();
  });

  it('posts {address, city} with the credentials, disables Search while loading, then shows both cards', async () => {
    holdAnswers();
    renderWithI18n(<LegislatorLookup />);
    await fill('350 N State St', 'Salt Lake City');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled());
    // The loader and the button's announcement both say so.
    expect(screen.getAllByText('Searching for your legislators…')).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Your legislators' })).toBeNull();
    release();

    const house = await screen.findByRole('article', { name: 'Rep. Delia Bonneville' });
    const [request] = await api.received();
    expect(request!.method).toBe('POST');
    expect(request!.body).toEqual({ address: '350 N State St', city: 'Salt Lake City' });
    expect(credentialsOf(request!.headers)).toEqual(expectedCredentials);

    expect(within(house).getByText('House Representative')).toBeInTheDocument();
    expect(
      within(house).getByRole('img', { name: 'Portrait of Rep. Delia Bonneville' }),
    ).toHaveAttribute('src', 'https://api.test/media/delia.svg');
    expect(within(house).getByText('District 24')).toBeInTheDocument();
    expect(within(house).getByRole('link', { name: '801-555-0124' })).toHaveAttribute(
      'href',
      'tel:+18015550124',
    );
    expect(within(house).getByRole('link', { name: 'delia@legislature.example' })).toHaveAttribute(
      'href',
      'mailto:delia@legislature.example',
    );
    expect(
      within(house)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toContain('Rules <script>');
    const senator = screen.getByRole('article', { name: 'Sen. Marcus Wasatch' });
    expect(within(senator).getByText('Senator')).toBeInTheDocument();
    expect(within(senator).getByText('District 2')).toBeInTheDocument();
  });

  it('keeps the search in the address, and searches at once when a link carries it', async () => {
    const { unmount } = renderWithI18n(<LegislatorLookup />);
    await fill('350 N State St', 'Salt Lake City');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('article', { name: 'Rep. Delia Bonneville' });
    // In the fragment, which never reaches a server (nor its logs), not in the query string.
    expect(window.location.search).toBe('');
    expect(window.location.hash).toBe('#address=350+N+State+St&city=Salt+Lake+City');
    unmount();

    // A reload (or a shared link): the form is filled in and the result comes back.
    renderWithI18n(<LegislatorLookup />);
    expect(await screen.findByRole('article', { name: 'Sen. Marcus Wasatch' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Street address/)).toHaveValue('350 N State St');
    expect(screen.getByLabelText('City')).toHaveValue('Salt Lake City');
  });

  it('moves a search from an old link’s query string into the fragment', async () => {
    window.history.replaceState(
      null,
      '',
      '/government/legislator-lookup/?address=350+N+State+St&city=Salt+Lake+City',
    );
    renderWithI18n(<LegislatorLookup />);
    expect(await screen.findByRole('article', { name: 'Sen. Marcus Wasatch' })).toBeInTheDocument();
    expect(window.location.search).toBe('');
    expect(window.location.hash).toBe('#address=350+N+State+St&city=Salt+Lake+City');
  });

  it('follows Back to the page before the search', async () => {
    renderWithI18n(<LegislatorLookup />);
    await fill('350 N State St', 'Salt Lake City');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('article', { name: 'Rep. Delia Bonneville' });
    act(() => {
      window.history.replaceState(null, '', '/government/legislator-lookup/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    expect(screen.getByLabelText(/Street address/)).toHaveValue('');
  });

  it('Clear empties the fields, the results and the address', async () => {
    renderWithI18n(<LegislatorLookup />);
    await fill('350 N State St', 'Salt Lake City');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('article', { name: 'Rep. Delia Bonneville' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByLabelText(/Street address/)).toHaveValue('');
    expect(screen.getByLabelText('City')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    expect(window.location.search).toBe('');
    expect(window.location.hash).toBe('');
  });

  it('answers success: false with the "Search Error" toast and no cards', async () => {
    renderWithI18n(<LegislatorLookup />);
    await fill('1 Nowhere Ln', 'Moab');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await findToast('Search Error', 'No legislators found for that address. Please try again.');
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByLabelText(/Street address/)).toHaveValue('1 Nowhere Ln');
  });

  it('answers an HTTP error with the "Error" toast carrying the server message, values kept', async () => {
    renderWithI18n(<LegislatorLookup />);
    await fill('boom', 'Provo');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await findToast('Error', 'Lookup service down.');
    expect(screen.getByLabelText(/Street address/)).toHaveValue('boom');
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
  });

  it('speaks Spanish, toasts included', async () => {
    renderWithI18n(<LegislatorLookup />, { language: 'es' });
    await userEvent.type(screen.getByLabelText(/Dirección/), '1 Nowhere Ln');
    await userEvent.type(screen.getByLabelText('Ciudad'), 'Moab');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await findToast(
      'Error de búsqueda',
      'No se encontraron legisladores para esa dirección. Inténtelo de nuevo.',
    );
  });
});
