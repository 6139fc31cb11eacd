import '../../components/form/testing/web-streams';
import React from 'react';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithI18n } from '../../test/render-with-i18n';
import { apiPath, setupTestApi } from '../../components/form/testing/test-api';
import { ActionEmailPlaceholder } from './action-email-placeholder';
import { runHeadScript } from './testing/head-script';
import { PAINT_BEFORE_SCRIPTS } from '../../gatsby/scripts-after-first-paint';

// The placeholder as the build renders it, before any of the site's scripts has run; the head's
// script alone fills in the title.

const EMAIL = {
  title: 'Support HB 123',
  dtUpdated: '2026-01-22T15:00:00.000Z',
  actionEmail: '<p>Please vote yes.</p>',
};

const api = setupTestApi(
  http.get(apiPath('/actionemail/:id'), ({ params }) => {
    if (params.id === '101') return HttpResponse.json(EMAIL);
    if (params.id === '102') return HttpResponse.json({ ...EMAIL, title: '<b>Bold</b>' });
    if (params.id === '103') return HttpResponse.json({ ...EMAIL, title: '  padded ' });
    if (params.id === '104') return HttpResponse.json({ ...EMAIL, title: 42 });
    if (params.id === 'slow') return new Promise<never>(() => undefined); // never answers
    return HttpResponse.json(
      { message: 'This action email is no longer active.' },
      { status: 400 },
    );
  }),
);

const title = () => screen.getByRole('heading', { level: 1 });

/** What the site's script loader waits for before it adds the scripts. */
const paintBeforeScripts = (page: object) =>
  (page as Record<string, Promise<unknown>>)[PAINT_BEFORE_SCRIPTS];

describe('the action e-mail’s title, put in by the page’s head', () => {
  it('replaces the page’s own title as soon as the reply is in', async () => {
    renderWithI18n(<ActionEmailPlaceholder />);
    expect(title()).toHaveTextContent('Contact your legislators');
    runHeadScript('/action-email/101/');
    await waitFor(() => expect(title()).toHaveTextContent(/^Support HB 123$/));
    expect(title().querySelector('[lang]')).toBeNull();
  });

  it('marks the English title on a Spanish page', async () => {
    renderWithI18n(<ActionEmailPlaceholder />, { language: 'es' });
    expect(title()).toHaveTextContent('Escriba a sus legisladores');
    runHeadScript('/es/action-email/101/');
    await waitFor(() => expect(title()).toHaveTextContent(/^Support HB 123$/));
    expect(screen.getByText('Support HB 123')).toHaveAttribute('lang', 'en');
  });

  it('writes a title as text, never as markup', async () => {
    renderWithI18n(<ActionEmailPlaceholder />);
    runHeadScript('/action-email/102/');
    await waitFor(() => expect(title()).toHaveTextContent('<b>Bold</b>'));
    expect(title().querySelector('b')).toBeNull();
  });

  it('leaves the page’s title for an inactive e-mail or a title the contract refuses', async () => {
    renderWithI18n(<ActionEmailPlaceholder />);
    for (const id of ['100', '103', '104']) runHeadScript(`/action-email/${id}/`);
    await waitFor(async () => expect(await api.received()).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 50)); // the replies' bodies read
    expect(title()).toHaveTextContent(/^Contact your legislators$/);
  });

  it('puts nothing in a page that failed to load (the placeholder with its message)', async () => {
    renderWithI18n(
      <ActionEmailPlaceholder>
        <p>Could not load</p>
      </ActionEmailPlaceholder>,
    );
    runHeadScript('/action-email/101/');
    await waitFor(async () => expect(await api.received()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(title()).toHaveTextContent(/^Contact your legislators$/);
  });

  it('holds the site’s scripts until the title is in, and no longer when there is none', async () => {
    renderWithI18n(<ActionEmailPlaceholder />);
    await paintBeforeScripts(runHeadScript('/action-email/100/'));
    expect(title()).toHaveTextContent(/^Contact your legislators$/);
    await paintBeforeScripts(runHeadScript('/action-email/101/'));
    expect(title()).toHaveTextContent(/^Support HB 123$/);
  });

  it('lets the scripts go after a second when the API does not answer', async () => {
    renderWithI18n(<ActionEmailPlaceholder />);
    const started = Date.now();
    await paintBeforeScripts(runHeadScript('/action-email/slow/'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(title()).toHaveTextContent(/^Contact your legislators$/);
  });
});
