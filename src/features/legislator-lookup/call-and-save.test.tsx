import '../../components/form/testing/web-streams';
import React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithI18n } from '../../test/render-with-i18n';
import { installDialogPolyfill } from '../../test/dialog-polyfill';
import { apiPath, setupTestApi } from '../../components/form/testing/test-api';
import { TALLY_KEY } from '../../lib/tally-keys';
import { LegislatorLookup } from './legislator-lookup';

const person = (formatName: string, district: number, slug: string, cell = '801-555-0124') => ({
  image: `https://api.test/media/${slug}.svg`,
  formatName,
  district,
  cell,
  email: `${slug}@legislature.example`,
  committees: [],
});

setupTestApi(
  http.post(apiPath('/government/legislators'), () =>
    HttpResponse.json({
      success: true,
      houseRepresentative: person('Rep. Delia Bonneville', 24, 'delia'),
      senator: person('Sen. Marcus Wasatch', 2, 'marcus', '(801) 555-0102'),
    }),
  ),
  http.get('https://api.test/media/:file', () =>
    HttpResponse.text('<svg/>', { headers: { 'content-type': 'image/svg+xml' } }),
  ),
);

beforeAll(installDialogPolyfill);
afterEach(() => jest.restoreAllMocks());
beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(
    null,
    '',
    '/government/legislator-lookup/#address=350+N+State+St&city=Salt+Lake+City',
  );
});

jest.setTimeout(30000);

// The first search also loads the API client: a busy machine takes more than a second.
const card = (name: string) => screen.findByRole('article', { name }, { timeout: 10000 });

describe('calling a legislator from the lookup', () => {
  it('opens a call panel with the number to tap and a script filled in with the city and the name', async () => {
    renderWithI18n(<LegislatorLookup />);
    const senator = await card('Sen. Marcus Wasatch');
    await userEvent.click(
      within(senator).getByRole('button', { name: 'Call Sen. Marcus Wasatch' }),
    );

    const panel = await screen.findByRole('dialog', { name: 'Call Sen. Marcus Wasatch' });
    expect(within(panel).getByRole('link', { name: '(801) 555-0102' })).toHaveAttribute(
      'href',
      'tel:+18015550102',
    );
    expect(panel).toHaveTextContent('Hello, my name is [your name], and I live in Salt Lake City.');
    expect(panel).toHaveTextContent(
      'I am calling for Senator Marcus Wasatch, who represents me in the Utah Senate (District 2).',
    );
    // No action email behind this call: the script names none.
    expect(panel).not.toHaveTextContent('calling about');
  });

  it('copies the number for a desktop visitor and says so', async () => {
    renderWithI18n(<LegislatorLookup />);
    const house = await card('Rep. Delia Bonneville');
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(within(house).getByRole('button', { name: /^Call/ }));
    const panel = await screen.findByRole('dialog');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(within(panel).getByRole('button', { name: 'Copy number' }));
    expect(writeText).toHaveBeenCalledWith('801-555-0124');
    expect(within(panel).getByText('Number copied.')).toBeInTheDocument();
  });

  it('counts the outcome in "Your actions", offers a monthly gift, and Forget clears it', async () => {
    renderWithI18n(<LegislatorLookup />);
    expect(screen.queryByRole('heading', { name: 'Your actions' })).toBeNull();
    const house = await card('Rep. Delia Bonneville');
    await userEvent.click(within(house).getByRole('button', { name: /^Call/ }));
    const panel = await screen.findByRole('dialog');
    await userEvent.click(within(panel).getByRole('button', { name: 'I left a message' }));

    expect(
      await within(panel).findByText(/Thank you for calling\. Your call is counted/),
    ).toBeInTheDocument();
    expect(await within(panel).findByRole('link', { name: /^Give monthly/ })).toHaveAttribute(
      'href',
      expect.stringContaining('default_interval=m'),
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));

    const tally = await screen.findByRole('region', { name: 'Your actions' });
    expect(within(tally).getByRole('term')).toHaveTextContent('Calls to legislators');
    expect(within(tally).getByRole('definition')).toHaveTextContent('1 (1 left a message)');
    expect(tally).toHaveTextContent('It never leaves your device.');
    const kept = JSON.parse(window.localStorage.getItem(TALLY_KEY) ?? '{}');
    expect(Object.keys(kept)).toEqual(['counts', 'since', 'latest']);
    expect(JSON.stringify(kept)).not.toMatch(/Salt Lake|State St|Bonneville|801/);

    await userEvent.click(within(tally).getByRole('button', { name: 'Forget' }));
    expect(within(tally).getByRole('status')).toHaveTextContent('Forgotten.');
    expect(within(tally).queryByRole('definition')).toBeNull();
    expect(window.localStorage.getItem(TALLY_KEY)).toBeNull();
  });

  it('speaks Spanish in the panel and the script', async () => {
    renderWithI18n(<LegislatorLookup />, { language: 'es' });
    const house = await card('Rep. Delia Bonneville');
    await userEvent.click(
      within(house).getByRole('button', { name: 'Llamar Rep. Delia Bonneville' }),
    );
    const panel = await screen.findByRole('dialog', { name: 'Llamar a Rep. Delia Bonneville' });
    expect(panel).toHaveTextContent('Hola, mi nombre es [su nombre] y vivo en Salt Lake City.');
    expect(panel).toHaveTextContent(
      'Quisiera hablar con Delia Bonneville, que me representa en la Cámara de Representantes de Utah por el distrito 24.',
    );
    expect(within(panel).getByRole('button', { name: 'No contestaron' })).toBeInTheDocument();
  });

  it('shows the English script beside the translated one, for an office that answers in English', async () => {
    renderWithI18n(<LegislatorLookup />, { language: 'pt' });
    const senator = await card('Sen. Marcus Wasatch');
    await userEvent.click(within(senator).getByRole('button', { name: /^Ligar/ }));
    const panel = await screen.findByRole('dialog', { name: 'Ligar para Sen. Marcus Wasatch' });
    const [translated, english] = within(panel).getAllByRole('blockquote');
    expect(translated).toHaveAttribute('lang', 'pt');
    expect(translated).toHaveTextContent('Olá, meu nome é [seu nome] e moro em Salt Lake City.');
    expect(within(panel).getByText(/O mesmo roteiro em inglês/)).toBeInTheDocument();
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveTextContent(
      'I am calling for Senator Marcus Wasatch, who represents me in the Utah Senate (District 2).',
    );
  });

  it('shows one script on a page in English', async () => {
    renderWithI18n(<LegislatorLookup />);
    const house = await card('Rep. Delia Bonneville');
    await userEvent.click(within(house).getByRole('button', { name: /^Call/ }));
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getAllByRole('blockquote')).toHaveLength(1);
  });
});

describe('saving a legislator as a contact', () => {
  it('downloads a vCard with the name, title, district, cell, e-mail and image', async () => {
    let saved: Blob | undefined;
    const createObjectURL = jest.fn((blob: Blob) => {
      saved = blob;
      return 'blob:card';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    renderWithI18n(<LegislatorLookup />, { language: 'pt' });
    const house = await card('Rep. Delia Bonneville');
    await userEvent.click(
      within(house).getByRole('button', { name: 'Salvar contato Rep. Delia Bonneville' }),
    );
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('delia-bonneville.vcf');
    const vcard = (await saved!.text()).replace(/\r\n /g, '');
    expect(vcard.split('\r\n')).toEqual(
      expect.arrayContaining([
        'FN:Delia Bonneville',
        'TITLE:Câmara dos Representantes de Utah',
        'NOTE:Distrito 24',
        'TEL;TYPE=CELL,VOICE:+18015550124',
        'EMAIL;TYPE=INTERNET:delia@legislature.example',
        // An SVG is not a photo address books embed: its address goes in.
        'PHOTO;VALUE=uri:https://api.test/media/delia.svg',
      ]),
    );
  });
});
