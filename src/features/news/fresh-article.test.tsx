import '../../components/form/testing/web-streams';
import React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithI18n } from '../../test/render-with-i18n';
import {
  apiPath,
  credentialsOf,
  expectedCredentials,
  setupTestApi,
} from '../../components/form/testing/test-api';
import { clearToasts, expectNoToast, findToast } from '../../components/form/testing/toasts';
import { FreshArticle } from './fresh-article';

const UUID = '3f1c9e2a-7b7d-4c1e-9a51-0d7e5b1f2a60';
const ARTICLE = {
  uuid: UUID,
  title: 'Diaper Drive Breaks a Record',
  socialImage: 'https://api.test/media/articles/drive.svg',
  socialDescription: 'Utah families gave 40,000 diapers.',
  pubdate: '2026-11-20T17:00:00.000Z',
  author: 'Emma Lindqvist',
  typeID: 1,
  story:
    '<p>Thank you, Utah!</p><img src="x" onerror="window.__hacked = true"><script>window.__hacked = true</script>' +
    '<p><a href="javascript:window.__hacked = true">click</a> <a href="https://example.org/drive">the drive</a></p>' +
    '<p><img src="https://api.test/media/truck.svg" alt="The truck, full" width="600" height="400"></p>',
};

let answer: () => Response = () => HttpResponse.json(ARTICLE);
const api = setupTestApi(http.get(apiPath(`/articles/uid/${UUID}`), () => answer()));

const renderFresh = (language = 'en') =>
  renderWithI18n(
    <FreshArticle uuid={UUID} notFound={<h1>Oops! We can&apos;t find that page.</h1>} />,
    {
      language,
      originalPath: `/news/article/${UUID}/`,
    },
  );

afterEach(async () => {
  answer = () => HttpResponse.json(ARTICLE);
  await clearToasts();
});

describe('an article published after the last build', () => {
  it('shows a loader, then the article, asking the API with the credentials', async () => {
    renderFresh();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the article…');
    expect(
      await screen.findByRole('heading', { level: 1, name: ARTICLE.title }),
    ).toBeInTheDocument();
    expect(screen.getByText('November 20, 2026')).toHaveAttribute('datetime', ARTICLE.pubdate);
    expect(screen.getByText('By Emma Lindqvist')).toBeInTheDocument();
    expect(screen.getByText('Thank you, Utah!')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'All news from 2026' })[0]).toHaveAttribute(
      'href',
      '/news/2026/',
    );
    expect(document.title).toBe('Diaper Drive Breaks a Record | Pro-Life Utah');
    const [request] = await api.received();
    expect(request!.method).toBe('GET');
    expect(request!.path).toBe(`/articles/uid/${UUID}`);
    expect(credentialsOf(request!.headers)).toEqual(expectedCredentials);
  });

  it('cleans the story in the browser: no script, no event handler, no javascript: link', async () => {
    const { container } = renderFresh();
    await screen.findByText('Thank you, Utah!');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByText('click')).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'the drive' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'the drive' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(screen.getByRole('img', { name: 'The truck, full' })).toHaveAttribute('loading', 'lazy');
    expect((window as { __hacked?: boolean }).__hacked).toBeUndefined();
  });

  it('speaks the page language', async () => {
    renderFresh('es');
    expect(screen.getByRole('status')).toHaveTextContent('Cargando el artículo…');
    await screen.findByRole('heading', { level: 1, name: ARTICLE.title });
    expect(screen.getByText('20 de noviembre de 2026')).toBeInTheDocument();
    expect(screen.getByText('Por Emma Lindqvist')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Todas las noticias de 2026' })[0]).toHaveAttribute(
      'href',
      '/es/news/2026/',
    );
  });

  it('shows no toast for an article it found', async () => {
    renderFresh();
    await screen.findByRole('heading', { level: 1, name: ARTICLE.title });
    expectNoToast();
  });

  // The not-found page stays, and says what the server said.
  it('shows the not-found content and the "Error" toast with the server’s Message when the API has no such article', async () => {
    answer = () => HttpResponse.json({ Message: 'Article not found.' }, { status: 404 });
    renderFresh();
    expect(
      await screen.findByRole('heading', { name: "Oops! We can't find that page." }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    await findToast('Error', 'Article not found.');
  });

  it('titles the toast in the page language and keeps the server’s message', async () => {
    answer = () => HttpResponse.json({ Message: 'Article not found.' }, { status: 404 });
    renderFresh('pt');
    await findToast('Erro', 'Article not found.');
  });

  it('says there is no such article, in the page language, when the API answers with nothing', async () => {
    answer = () => new HttpResponse(null, { status: 200 });
    renderFresh('es');
    expect(
      await screen.findByRole('heading', { name: "Oops! We can't find that page." }),
    ).toBeInTheDocument();
    await findToast('Error', 'No hay ningún artículo en esta dirección.');
  });

  it('shows the "Error" toast with the server’s Message on a failure, and can try again', async () => {
    answer = () =>
      HttpResponse.json({ Message: 'The news service is down for maintenance.' }, { status: 500 });
    renderFresh();
    await findToast('Error', 'The news service is down for maintenance.');
    expect(
      screen.getByRole('heading', { level: 1, name: "We couldn't load this article" }),
    ).toBeInTheDocument();
    answer = () => HttpResponse.json(ARTICLE);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: ARTICLE.title }),
    ).toBeInTheDocument();
  });

  it('says an article the site cannot show is not available, without asking to try again', async () => {
    // The record the build skipped: it exists, but has no text.
    answer = () => HttpResponse.json({ ...ARTICLE, story: null, pubdate: 'soon' });
    renderFresh();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This article is not available' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/try again/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
