import '../../components/form/testing/web-streams';
import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithI18n } from '../../test/render-with-i18n';
import { installDialogPolyfill } from '../../test/dialog-polyfill';
import { apiPath, setupTestApi } from '../../components/form/testing/test-api';
import { clearToasts, findToast } from '../../components/form/testing/toasts';
import { mockClock } from '../../components/form/testing/mock-clock';
import { TALLY_KEY } from '../../lib/tally-keys';
import { LegislatorMessageForm } from './legislator-message-form';

const EMAIL = {
  title: 'Support HB 123',
  dtUpdated: '2026-01-22T15:00:00.000Z',
  actionEmail: '<p>I ask you to vote yes on HB 123 for Utah mothers.</p>',
};

const person = (formatName: string, district: number, slug: string) => ({
  image: `https://api.test/media/${slug}.svg`,
  formatName,
  district,
  cell: '801-555-0124',
  email: `${slug}@legislature.example`,
  committees: [],
});

const api = setupTestApi(
  http.post(apiPath('/actionemail/sender'), () => HttpResponse.json({ message: 'Message sent.' })),
  http.post(apiPath('/government/legislators'), async ({ request }) => {
    const { address } = (await request.json()) as { address: string };
    if (address !== '350 N State St') return HttpResponse.json({ success: false, message: 'No.' });
    return HttpResponse.json({
      success: true,
      houseRepresentative: person('Rep. Delia Bonneville', 24, 'delia'),
      senator: person('Sen. Marcus Wasatch', 2, 'marcus'),
    });
  }),
);

let clock: ReturnType<typeof mockClock>;
beforeAll(installDialogPolyfill);
beforeEach(() => {
  window.localStorage.clear();
  clock = mockClock();
});
afterEach(async () => {
  clock.restore();
  await clearToasts();
});

jest.setTimeout(30000);

const sendMessage = async (address: string, language = 'en') => {
  renderWithI18n(<LegislatorMessageForm actionEmailId="101" email={EMAIL} />, { language });
  const labels =
    language === 'es'
      ? ['Nombre completo', 'Correo electrónico', 'Dirección', 'Ciudad', 'Código postal']
      : ['Full name', 'E-mail', 'Street address', 'City', 'Zip code'];
  const values = ['Mary Smith', 'mary@example.org', address, 'Salt Lake City', '84103'];
  for (const [i, label] of labels.entries()) {
    await userEvent.type(screen.getByLabelText(label!), values[i]!);
  }
  const [, a, b] = /(\d) \+ (\d)/.exec(screen.getByText(/\d \+ \d/).textContent ?? '')!;
  await userEvent.type(screen.getByLabelText(/\d \+ \d/), String(Number(a) + Number(b)));
  clock.passFillTime();
  await userEvent.click(
    screen.getByRole('button', { name: language === 'es' ? 'Enviar' : 'Send' }),
  );
};

describe('the next step after an action email', () => {
  it('looks up the legislators of the address just typed and offers to call them, the action named', async () => {
    await sendMessage('350 N State St');
    const step = await screen.findByRole(
      'region',
      { name: 'Next step: call your legislators' },
      { timeout: 10000 },
    );
    await findToast('Success', 'Message sent.');
    const [house] = await within(step).findAllByRole('listitem', {}, { timeout: 10000 });
    expect(house).toHaveTextContent('Rep. Delia Bonneville');
    expect(house).toHaveTextContent('House Representative · District 24');
    const lookup = (await api.received()).find(({ path }) => path === '/government/legislators');
    expect(lookup?.body).toEqual({ address: '350 N State St', city: 'Salt Lake City' });

    await userEvent.click(within(step).getByRole('button', { name: 'Call Sen. Marcus Wasatch' }));
    const panel = await screen.findByRole('dialog', { name: 'Call Sen. Marcus Wasatch' });
    expect(panel).toHaveTextContent('I live in Salt Lake City.');
    expect(panel).toHaveTextContent('I am calling about “Support HB 123”.');
    expect(within(panel).getByRole('link', { name: '801-555-0124' })).toHaveAttribute(
      'href',
      'tel:+18015550124',
    );
  });

  it('counts the message in "Your actions"', async () => {
    await sendMessage('350 N State St');
    const tally = await screen.findByRole('region', { name: 'Your actions' }, { timeout: 10000 });
    expect(within(tally).getByRole('term')).toHaveTextContent('Messages sent to legislators');
    expect(within(tally).getByRole('definition')).toHaveTextContent('1');
    expect(JSON.parse(window.localStorage.getItem(TALLY_KEY) ?? '{}').counts.actionEmail).toBe(1);
  });

  it('points to the lookup page when no legislators are found, in Spanish', async () => {
    await sendMessage('1 Nowhere Ln', 'es');
    const step = await screen.findByRole(
      'region',
      { name: 'Siguiente paso: llame a sus legisladores' },
      { timeout: 10000 },
    );
    expect(
      await within(step).findByRole('link', { name: 'Encuentre a sus legisladores' }),
    ).toHaveAttribute('href', '/es/government/legislator-lookup/');
  });
});
