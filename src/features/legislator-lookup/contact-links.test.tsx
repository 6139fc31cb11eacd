import '../../components/form/testing/web-streams';
import React from 'react';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithI18n } from '../../test/render-with-i18n';
import { apiPath, setupTestApi } from '../../components/form/testing/test-api';
import { LegislatorLookup } from './legislator-lookup';

// The API's contact values are free text: a card links only what the contract read as one
// e-mail address or a phone number, and shows anything else as text.
const person = (formatName: string, cell: string, email: string) => ({
  image: 'https://api.test/media/portrait.svg',
  formatName,
  district: 24,
  cell,
  email,
  committees: [],
});

setupTestApi(
  http.post(apiPath('/government/legislators'), () =>
    HttpResponse.json({
      success: true,
      houseRepresentative: person(
        'Rep. Delia Bonneville',
        '(900) 555-0000;ext=9',
        'rep@x.gov?bcc=harvest@evil.example',
      ),
      senator: person('Sen. Marcus Wasatch', 'ask at the front desk', 'mwasatch@le.utah.gov'),
    }),
  ),
  http.get('https://api.test/media/:file', () =>
    HttpResponse.text('<svg/>', { headers: { 'content-type': 'image/svg+xml' } }),
  ),
);

beforeEach(() => {
  window.history.replaceState(
    null,
    '',
    '/government/legislator-lookup/#address=350+N+State+St&city=Salt+Lake+City',
  );
});

jest.setTimeout(30000);

const card = (name: string) => screen.findByRole('article', { name }, { timeout: 10000 });

it('an e-mail value carrying extra recipients is shown as text, never a mailto: link', async () => {
  renderWithI18n(<LegislatorLookup />);
  const house = await card('Rep. Delia Bonneville');
  expect(within(house).getByText('rep@x.gov?bcc=harvest@evil.example')).toBeInTheDocument();
  expect(within(house).queryByRole('link', { name: /rep@x\.gov/ })).toBeNull();
  for (const link of within(house).queryAllByRole('link')) {
    expect(link.getAttribute('href')).not.toMatch(/^mailto:/);
  }
  const senator = await card('Sen. Marcus Wasatch');
  expect(within(senator).getByRole('link', { name: 'mwasatch@le.utah.gov' })).toHaveAttribute(
    'href',
    'mailto:mwasatch@le.utah.gov',
  );
});

it('a phone with an extension dials the number, then the extension as ;ext=', async () => {
  renderWithI18n(<LegislatorLookup />);
  const house = await card('Rep. Delia Bonneville');
  expect(within(house).getByRole('link', { name: '(900) 555-0000;ext=9' })).toHaveAttribute(
    'href',
    'tel:+19005550000;ext=9',
  );
  // Text that is not a number is shown, not dialled.
  const senator = await card('Sen. Marcus Wasatch');
  expect(within(senator).getByText('ask at the front desk')).toBeInTheDocument();
  expect(within(senator).queryByRole('link', { name: 'ask at the front desk' })).toBeNull();
});
