import '../../components/form/testing/web-streams';
import React from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithI18n } from '../../test/render-with-i18n';
import {
  apiPath,
  credentialsOf,
  expectedCredentials,
} from '../../components/form/testing/test-api';
import { findToast } from '../../components/form/testing/toasts';
import { setupFormTest } from '../../components/form/testing/form-test';
import { siteConfig } from '../../lib/config';
import { leaveSiteFor } from './leave-site';
import { SaveALifeForm } from './save-a-life-form';

jest.mock('./leave-site', () => ({ leaveSiteFor: jest.fn() }));
const leave = jest.mocked(leaveSiteFor);

/** Holds the API's answers until the test releases them, to look at the loading state. */
let gate: Promise<void> = Promise.resolve();
let release = () => {};
const holdAnswers = () => {
  gate = new Promise((resolve) => {
    release = resolve;
  });
};

const { api, clock } = setupFormTest(
  http.post(apiPath('/savealife'), async ({ request }) => {
    const body = (await request.json()) as { name: string };
    await gate;
    if (body.name === 'Fail Me')
      return HttpResponse.json({ message: 'Pledges are paused.' }, { status: 503 });
    return HttpResponse.json({ uid: 'PLU-AB23CD45' });
  }),
);

beforeEach(() => {
  leave.mockReset();
});
afterEach(async () => {
  release();
  gate = Promise.resolve();
});

const YEAR = new Date().getFullYear();
const field = (label: string | RegExp) => screen.getByLabelText(label);

const fillIn = async (name = 'Mary Smith') => {
  await userEvent.type(field('Full name'), name);
  await userEvent.type(field('E-mail'), 'mary@example.org');
  await userEvent.type(field(/^Phone/), '8015551234');
  await userEvent.type(field('Street address'), '350 N State St');
  await userEvent.type(field('City'), 'Salt Lake City');
  await userEvent.type(field('Zip code'), '84103');
};

describe('Save a Life pledge', () => {
  it('starts on $250 monthly for this year in Utah, with the period and year selects disabled', () => {
    renderWithI18n(<SaveALifeForm />);
    expect(screen.getByRole('radio', { name: '$250 a month' })).toBeChecked();
    expect(field('Period')).toHaveValue('monthly');
    expect(field('Period')).toBeDisabled();
    expect(field('Pledge year')).toHaveValue(String(YEAR));
    expect(field('Pledge year')).toBeDisabled();
    expect(screen.getAllByRole('option', { name: /^\d{4}$/ }).map((o) => o.textContent)).toEqual([
      String(YEAR),
      String(YEAR + 1),
    ]);
    expect(field('State')).toHaveValue('UT');
    expect(screen.getAllByRole('option', { name: 'Utah' })).toHaveLength(1);
  });

  it('couples the period to the amount: 3000 is one-time, 250 is monthly', async () => {
    renderWithI18n(<SaveALifeForm />);
    await userEvent.click(screen.getByRole('radio', { name: '$3,000 once' }));
    expect(field('Period')).toHaveValue('one-time');
    await userEvent.click(screen.getByRole('radio', { name: '$250 a month' }));
    expect(field('Period')).toHaveValue('monthly');
  });

  it('keeps submit disabled until name, email, phone, address, city and zip are present', async () => {
    renderWithI18n(<SaveALifeForm />);
    const submit = screen.getByRole('button', { name: 'Pledge and pay' });
    expect(submit).toBeDisabled();
    await fillIn();
    expect(submit).toBeEnabled();
    await userEvent.clear(field('Zip code'));
    expect(submit).toBeDisabled();
  });

  it('limits the fields to the spec lengths, with a numeric zip', () => {
    renderWithI18n(<SaveALifeForm />);
    const limits: Array<[string | RegExp, number]> = [
      ['Full name', 75],
      ['E-mail', 150],
      [/^Phone/, 10],
      ['Street address', 100],
      ['City', 50],
      ['Zip code', 5],
    ];
    for (const [label, max] of limits)
      expect(field(label)).toHaveAttribute('maxLength', String(max));
    expect(field('Zip code')).toHaveAttribute('inputMode', 'numeric');
    expect(field('Comments')).not.toHaveAttribute('aria-required');
  });

  it('posts the pledge with the credentials, then goes to the one-time page with the uid', async () => {
    renderWithI18n(<SaveALifeForm />);
    await fillIn();
    await userEvent.type(field('Comments'), 'For a mother in Ogden');
    await userEvent.click(screen.getByRole('radio', { name: '$3,000 once' }));
    clock.passFillTime();
    holdAnswers();
    await userEvent.click(screen.getByRole('button', { name: 'Pledge and pay' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Pledge and pay' })).toBeDisabled(),
    );
    expect(screen.getByRole('button', { name: 'Pledge and pay' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    release();
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));

    const [request] = await api.received();
    expect(request!.body).toEqual({
      name: 'Mary Smith',
      email: 'mary@example.org',
      phone: '8015551234',
      address: '350 N State St',
      city: 'Salt Lake City',
      state: 'UT',
      zip: '84103',
      comments: 'For a mother in Ogden',
      paidAmount: 3000,
      period: 'one-time',
      pledgeYear: YEAR,
    });
    expect(credentialsOf(request!.headers)).toEqual(expectedCredentials);
    const target = new URL(leave.mock.calls[0]![0]);
    expect(target.searchParams.get('invoice')).toBe('PLU-AB23CD45');
    expect(target.toString().startsWith(siteConfig.pledgeOneTimeUrl.split('?')[0]!)).toBe(true);
  });

  it('stays disabled after the pledge is saved, while the browser leaves: a second click sends no second pledge', async () => {
    renderWithI18n(<SaveALifeForm />);
    await fillIn();
    clock.passFillTime();
    const submit = screen.getByRole('button', { name: 'Pledge and pay' });
    await userEvent.click(submit);
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(submit).toBeDisabled();
    await userEvent.click(submit);
    expect(await api.received()).toHaveLength(1);
  });

  it.each([
    ['typed with punctuation', '(801) 555-1234'],
    ['typed with spaces', '801 555 1234'],
  ])('keeps every digit of a phone number %s', async (_, typed) => {
    renderWithI18n(<SaveALifeForm />);
    await userEvent.type(field(/^Phone/), typed);
    expect(field(/^Phone/)).toHaveValue('8015551234');
    expect(field(/^Phone/)).toHaveAttribute('maxLength', '10');
  });

  // The leading 1 pushed out the last digit ("1801555123").
  it.each([
    ['with +1', '+1 (801) 555-1234'],
    ['with 1-', '1-801-555-1234'],
  ])('drops the country code of a phone number typed %s', async (_, typed) => {
    renderWithI18n(<SaveALifeForm />);
    await userEvent.type(field(/^Phone/), typed);
    expect(field(/^Phone/)).toHaveValue('8015551234');
  });

  it('keeps every digit of a pasted phone number', async () => {
    renderWithI18n(<SaveALifeForm />);
    await userEvent.click(field(/^Phone/));
    await userEvent.paste('+1 (801) 555-1234');
    expect(field(/^Phone/)).toHaveValue('8015551234');
  });

  it('sends $250 pledges to the subscription page, monthly', async () => {
    renderWithI18n(<SaveALifeForm />);
    await fillIn();
    clock.passFillTime();
    await userEvent.click(screen.getByRole('button', { name: 'Pledge and pay' }));
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    const [request] = await api.received();
    expect(request!.body).toMatchObject({ paidAmount: 250, period: 'monthly', comments: '' });
    const target = new URL(leave.mock.calls[0]![0]);
    expect(target.toString().startsWith(siteConfig.pledgeSubscriptionUrl.split('?')[0]!)).toBe(
      true,
    );
    expect(target.searchParams.get('invoice')).toBe('PLU-AB23CD45');
  });

  it('on an HTTP error resets loading, shows the "Error" toast with the server message and keeps the values', async () => {
    renderWithI18n(<SaveALifeForm />);
    await fillIn('Fail Me');
    await userEvent.click(screen.getByRole('radio', { name: '$3,000 once' }));
    clock.passFillTime();
    await userEvent.click(screen.getByRole('button', { name: 'Pledge and pay' }));
    await findToast('Error', 'Pledges are paused.');
    expect(screen.getByRole('button', { name: 'Pledge and pay' })).toBeEnabled();
    expect(field('Full name')).toHaveValue('Fail Me');
    expect(field('Zip code')).toHaveValue('84103');
    expect(screen.getByRole('radio', { name: '$3,000 once' })).toBeChecked();
    expect(leave).not.toHaveBeenCalled();
  });

  it('Cancel resets the form to its defaults', async () => {
    renderWithI18n(<SaveALifeForm />);
    await fillIn();
    await userEvent.click(screen.getByRole('radio', { name: '$3,000 once' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(field('Full name')).toHaveValue('');
    expect(field('Zip code')).toHaveValue('');
    expect(screen.getByRole('radio', { name: '$250 a month' })).toBeChecked();
    expect(field('Period')).toHaveValue('monthly');
    expect(screen.getByRole('button', { name: 'Pledge and pay' })).toBeDisabled();
  });

  it('explains invalid values once touched, and sends nothing', async () => {
    renderWithI18n(<SaveALifeForm />);
    await fillIn();
    await userEvent.clear(field('E-mail'));
    await userEvent.type(field('E-mail'), 'not-an-email');
    await userEvent.clear(field('Zip code'));
    await userEvent.type(field('Zip code'), '84a');
    clock.passFillTime();
    await userEvent.click(screen.getByRole('button', { name: 'Pledge and pay' }));
    expect(await screen.findByText('A valid e-mail address is required.')).toBeInTheDocument();
    expect(screen.getByText('Enter your 5-digit zip code.')).toBeInTheDocument();
    expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(await api.received()).toHaveLength(0);
  });

  it('speaks Portuguese', () => {
    renderWithI18n(<SaveALifeForm />, { language: 'pt' });
    expect(screen.getByRole('radio', { name: 'US$\u00a0250 por mês' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Confirmar e pagar' })).toBeDisabled();
  });
});
