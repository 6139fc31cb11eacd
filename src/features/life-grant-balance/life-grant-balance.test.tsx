import '../../components/form/testing/web-streams';
import React from 'react';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithI18n } from '../../test/render-with-i18n';
import {
  apiPath,
  credentialsOf,
  expectedCredentials,
  setupTestApi,
} from '../../components/form/testing/test-api';
import { clearToasts, findToast } from '../../components/form/testing/toasts';
import { LifeGrantBalanceView } from './life-grant-balance';

const GRANT = {
  name: 'Jessica M. <b>(SLC)</b>',
  balance: 2319.85,
  lineItems: [
    {
      date: '2026-02-03T17:00:00.000Z',
      budgetType: 'Grant',
      reason: 'Initial life grant',
      amount: 2500,
    },
    { date: '2026-02-10T17:00:00.000Z', budgetType: 'Rent', reason: 'February rent', amount: -120 },
    { date: '2026-02-24T17:00:00.000Z', budgetType: 'Baby Supplies', amount: -60.15 },
  ],
};

const api = setupTestApi(
  http.get(apiPath('/services/lifegrantbalance'), ({ request }) => {
    const uid = new URL(request.url).searchParams.get('uid');
    if (uid === 'lg/1 &x=2') return HttpResponse.json(GRANT);
    if (uid === 'overdrawn') return HttpResponse.json({ ...GRANT, balance: 0 });
    return HttpResponse.json(
      { message: 'No life grant found for that reference.' },
      { status: 404 },
    );
  }),
);

afterEach(clearToasts);

const rowOf = (text: string) => screen.getByRole('cell', { name: text }).closest('tr')!;

describe('life grant balance', () => {
  it('asks for the uid as an encoded query value, with the three credential headers', async () => {
    renderWithI18n(<LifeGrantBalanceView uid="lg/1 &x=2" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the life grant…');
    await screen.findByRole('table');
    const [request] = await api.received();
    expect(request!.path).toBe('/services/lifegrantbalance?uid=lg%2F1+%26x%3D2');
    expect(credentialsOf(request!.headers)).toEqual(expectedCredentials);
  });

  it('lists the line items in a captioned table, credits green with "+", debits red with "−"', async () => {
    renderWithI18n(<LifeGrantBalanceView uid="lg/1 &x=2" />);
    const table = await screen.findByRole('table', {
      name: 'Line items of the life grant for Jessica M. <b>(SLC)</b>',
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Date', 'Budget type', 'Reason', 'Amount']);
    within(table)
      .getAllByRole('columnheader')
      .forEach((th) => expect(th).toHaveAttribute('scope', 'col'));

    const credit = within(rowOf('Initial life grant')).getByText('+$2,500.00', { exact: false });
    expect(credit).toHaveAttribute('data-tone', 'positive');
    expect(credit).toHaveTextContent('+$2,500.00 (credit)');
    expect(within(rowOf('February 10, 2026')).getByText(/−\$120\.00/)).toHaveAttribute(
      'data-tone',
      'negative',
    );
    expect(within(rowOf('February 10, 2026')).getByText(/−\$120\.00/)).toHaveTextContent('(debit)');
    expect(within(rowOf('Baby Supplies')).getByText('no reason given')).toBeInTheDocument();
    // The grant holder's name is text, never HTML.
    expect(screen.getByText('Jessica M. <b>(SLC)</b>')).toBeInTheDocument();
  });

  it('shows a balance above zero in green, and zero or less in red with a note', async () => {
    const { unmount } = renderWithI18n(<LifeGrantBalanceView uid="lg/1 &x=2" />);
    const balanceRow = (
      await screen.findByRole('rowheader', { name: 'Remaining balance' })
    ).closest('tr')!;
    expect(within(balanceRow).getByText(/\+\$2,319\.85/)).toHaveAttribute('data-tone', 'positive');
    expect(screen.queryByText('No funds remain on this life grant.')).toBeNull();
    unmount();

    renderWithI18n(<LifeGrantBalanceView uid="overdrawn" />);
    const zeroRow = (await screen.findByRole('rowheader', { name: 'Remaining balance' })).closest(
      'tr',
    )!;
    expect(within(zeroRow).getByText('$0.00')).toHaveAttribute('data-tone', 'negative');
    expect(screen.getByText('No funds remain on this life grant.')).toBeInTheDocument();
  });

  it('formats dates and amounts for the language', async () => {
    renderWithI18n(<LifeGrantBalanceView uid="lg/1 &x=2" />, { language: 'pt' });
    const table = await screen.findByRole('table', { name: /Lançamentos do auxílio/ });
    expect(within(table).getByText('3 de fevereiro de 2026')).toBeInTheDocument();
    expect(within(table).getByText(/−US\$\s120,00/)).toHaveTextContent('(débito)');
  });

  it('on an HTTP error shows the "Error" toast with the server message and a friendly empty state', async () => {
    renderWithI18n(<LifeGrantBalanceView uid="unknown" />);
    await findToast('Error', 'No life grant found for that reference.');
    expect(
      screen.getByRole('heading', { name: 'We could not show this life grant' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('Loading the life grant…')).toBeNull();
  });

  it('stays on the loader while the uid is not known (the build-time render)', () => {
    renderWithI18n(<LifeGrantBalanceView uid={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the life grant…');
  });
});
