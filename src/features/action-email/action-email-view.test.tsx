import '../../components/form/testing/web-streams';
import React from 'react';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithI18n } from '../../test/render-with-i18n';
import {
  apiPath,
  credentialsOf,
  expectedCredentials,
  setupTestApi,
} from '../../components/form/testing/test-api';
import { clearToasts, expectNoToast, findToast } from '../../components/form/testing/toasts';
import { ActionEmailView } from './action-email-view';
import { startLoadingActionEmail } from './early-load';
import { runHeadScript } from './testing/head-script';

const ACTIVE = {
  title: 'Support HB 123',
  dtUpdated: '2026-01-22T15:00:00.000Z',
  actionEmail:
    '<p>Please <strong>vote yes</strong>.</p><img src="x" onerror="window.hacked = true"><script>window.hacked = true</script><ul><li>care</li><li>grants</li></ul>',
};

const api = setupTestApi(
  http.get(apiPath('/actionemail/:id'), ({ params }) => {
    if (params.id === '101') return HttpResponse.json(ACTIVE);
    if (params.id === '100')
      return HttpResponse.json(
        { message: 'This action email is no longer active.' },
        { status: 400 },
      );
    if (params.id === '7')
      return HttpResponse.json({ message: 'Action email not found.' }, { status: 404 });
    return HttpResponse.json({ message: 'Action email service is down.' }, { status: 500 });
  }),
);

afterEach(clearToasts);

describe('the action email page', () => {
  it('loads with a loader, then shows the title, date and sanitised HTML, and prefills the form', async () => {
    renderWithI18n(<ActionEmailView id="101" />);
    expect(screen.getByText('Loading the action email…')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Support HB 123' }),
    ).toBeInTheDocument();
    expect(screen.getByText('January 22, 2026')).toHaveAttribute('dateTime', ACTIVE.dtUpdated);
    const bold = await screen.findByText('vote yes');
    expect(bold.tagName).toBe('STRONG');
    const article = bold.closest('article')!;
    expect(article.querySelector('script')).toBeNull();
    expect(article.innerHTML).not.toContain('onerror');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();

    expect(screen.getByLabelText('Subject')).toHaveValue('Support HB 123');
    expect(screen.getByLabelText('Message')).toHaveValue('Please vote yes.\n\n- care\n- grants');
    const [request] = await api.received();
    expect(request!.path).toBe('/actionemail/101');
    expect(credentialsOf(request!.headers)).toEqual(expectedCredentials);
  });

  it('answers HTTP 400 with the "we\'re sorry" notice and the donate block, no toast', async () => {
    renderWithI18n(<ActionEmailView id="100" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: "We're sorry" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '$20' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'More ways to give' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    expectNoToast();
  });

  it('answers any other error with the "Error" toast carrying the server message', async () => {
    renderWithI18n(<ActionEmailView id="999" />);
    await findToast('Error', 'Action email service is down.');
    expect(
      screen.getByText('We could not load this action email. Please try again in a moment.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "We're sorry" })).toBeNull();
  });

  it('answers an unknown action email (404) with "This action has ended" and the ways on, not "try again"', async () => {
    renderWithI18n(<ActionEmailView id="7" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This action has ended' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find your legislators' })).toHaveAttribute(
      'href',
      '/government/legislator-lookup/',
    );
    expect(screen.getByRole('link', { name: 'Read the latest news' })).toHaveAttribute(
      'href',
      `/news/${new Date().getFullYear()}/`,
    );
    expect(screen.getByRole('link', { name: '$20' })).toBeInTheDocument();
    expect(screen.queryByText(/try again/i)).toBeNull();
    // Spec point 8: an error other than 400 still shows the server's message under "Error".
    await findToast('Error', 'Action email not found.');
  });

  it('speaks Spanish when the action email is unknown', async () => {
    renderWithI18n(<ActionEmailView id="7" />, { language: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Esta campaña ha terminado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leer las últimas noticias' })).toBeInTheDocument();
  });

  it('marks the English title and text of an action email on a Spanish page, and says so once', async () => {
    renderWithI18n(<ActionEmailView id="101" />, { language: 'es' });
    const title = await screen.findByRole('heading', { level: 1, name: 'Support HB 123' });
    expect(title).toHaveAttribute('lang', 'en');
    expect(screen.getByText('vote yes').closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getAllByText('El texto de esta campaña está en inglés.')).toHaveLength(1);
  });

  it('marks nothing on an English page', async () => {
    renderWithI18n(<ActionEmailView id="101" />);
    const title = await screen.findByRole('heading', { level: 1, name: 'Support HB 123' });
    expect(title).not.toHaveAttribute('lang');
    expect(screen.queryByText('The text of this action is in English.')).toBeNull();
  });

  it('encodes the id as one path segment', async () => {
    renderWithI18n(<ActionEmailView id="a/../b?c" />);
    await findToast('Error', 'Action email service is down.');
    const [request] = await api.received();
    expect(request!.path).toBe('/actionemail/a%2F..%2Fb%3Fc');
  });

  it('speaks Spanish when the email is inactive', async () => {
    renderWithI18n(<ActionEmailView id="100" />, { language: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lo sentimos' }),
    ).toBeInTheDocument();
  });

  it('uses the load started from the address before hydration, asking the API once', async () => {
    startLoadingActionEmail('/es/action-email/101/');
    renderWithI18n(<ActionEmailView id="101" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Support HB 123' }),
    ).toBeInTheDocument();
    expect((await api.received()).map(({ path }) => path)).toEqual(['/actionemail/101']);
  });

  it('takes the request the page’s head sent, with its credentials, and asks the API nothing more', async () => {
    runHeadScript('/pt/action-email/101/');
    startLoadingActionEmail('/pt/action-email/101/');
    renderWithI18n(<ActionEmailView id="101" />, { language: 'pt' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Support HB 123' }),
    ).toBeInTheDocument();
    const requests = await api.received();
    expect(requests.map(({ path }) => path)).toEqual(['/actionemail/101']);
    expect(credentialsOf(requests[0]!.headers)).toEqual(expectedCredentials);
  });

  it('checks the head’s answer as any other: an inactive e-mail still says so', async () => {
    runHeadScript('/action-email/100/');
    startLoadingActionEmail('/action-email/100/');
    renderWithI18n(<ActionEmailView id="100" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: "We're sorry" }),
    ).toBeInTheDocument();
    expect((await api.received()).map(({ path }) => path)).toEqual(['/actionemail/100']);
  });

  it('has the head send nothing for the build-time placeholder, another page or a malformed address', async () => {
    for (const pathname of ['/action-email/[id]/', '/volunteer/', '/action-email/%E0%A4%A/']) {
      expect(runHeadScript(pathname).__actionEmailRequest).toBeUndefined();
    }
    await waitFor(async () => expect(await api.received()).toHaveLength(0));
  });

  it('starts nothing early for the build-time placeholder, another page or a malformed address', async () => {
    startLoadingActionEmail('/action-email/[id]/');
    startLoadingActionEmail('/volunteer/');
    expect(() => startLoadingActionEmail('/action-email/%E0%A4%A/')).not.toThrow();
    await waitFor(async () => expect(await api.received()).toHaveLength(0));
  });

  it('waits for an id (the build-time render) without calling the API', async () => {
    renderWithI18n(<ActionEmailView id={null} />);
    expect(screen.getByText('Loading the action email…')).toBeInTheDocument();
    await waitFor(async () => expect(await api.received()).toHaveLength(0));
  });
});
