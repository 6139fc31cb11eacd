// README, "Add a language": one edit to site-languages.ts (plus the texts the compiler then asks
// for, such as the news feed's title), and every consumer follows. Here a made-up fourth
// language (French) is added that way, and each consumer is asked about it.
import React from 'react';
import { render } from '@testing-library/react';

jest.mock('./site-languages', () => ({
  LANGUAGES: ['en', 'es', 'pt', 'fr'],
  DEFAULT_LANGUAGE: 'en',
  LOCALE_TAGS: {
    en: { intl: 'en-US', og: 'en_US', name: 'English' },
    es: { intl: 'es-US', og: 'es_US', name: 'Español' },
    pt: { intl: 'pt-BR', og: 'pt_BR', name: 'Português' },
    fr: { intl: 'fr-FR', og: 'fr_FR', name: 'Français' },
  },
}));

jest.mock('./news-feed', () => {
  const actual = jest.requireActual('./news-feed');
  const fr = { title: 'Actualités de Pro-Life Utah', description: 'Actualités.' };
  return { ...actual, NEWS_FEED: { ...actual.NEWS_FEED, fr } };
});

/* eslint-disable @typescript-eslint/no-require-imports -- loaded after the mock above */
const { translatedHead } = require('../components/seo/translated-head');
const { articleUuidOf } = require('../features/news/news-paths');
const { isCapabilityPage } = require('./load-pixel');
const { needsWebAssembly } = require('../../server/site/security-headers');
const { notFoundPageFor } = require('../../server/site/not-found');
const { problemsOf } = require('../../scripts/check-budgets');
const { englishMatchPath } = require('../gatsby/language-copies');
/* eslint-enable @typescript-eslint/no-require-imports */

const canonicalOf = (pathname: string): string | null | undefined => {
  const Head = translatedHead('home', { pathFromLocation: true });
  const props = {
    data: { locales: { edges: [] } },
    pageContext: { language: 'fr', i18n: { originalPath: '/' } },
    location: { pathname },
  };
  const { container } = render(<Head {...props} />);
  return container.querySelector('link[rel="canonical"]')?.getAttribute('href');
};

describe('a fourth language, added in site-languages.ts only', () => {
  it('gives a client-only page its own canonical address', () => {
    expect(canonicalOf('/fr/action-email/101/')).toMatch(
      /^https:\/\/www\.[^/]+\/fr\/action-email\/101\/$/,
    );
  });

  it('finds articles published after the build under its prefix', () => {
    expect(articleUuidOf('/fr/news/article/abc-123/')).toBe('abc-123');
  });

  it('keeps its life-grant balance addresses from the advertising pixel', () => {
    expect(isCapabilityPage('/fr/services/life-grant-balance/lg-1/')).toBe(true);
  });

  it('lets its search page run WebAssembly and sends its own not-found page', () => {
    expect(needsWebAssembly('/fr/search/')).toBe(true);
    expect(notFoundPageFor('/fr/nothing-here/')).toBe('fr/404.html');
  });

  it('holds its form pages to the form budget, not the content budget', () => {
    const weight = (page: string) => ({
      page,
      htmlGzip: 0,
      inlineCssGzip: 0,
      pageDataGzip: 0,
      scripts: ['app.js'],
      scriptGzip: { 'app.js': 115 * 1024 },
      jsGzip: 115 * 1024,
    });
    expect(problemsOf(weight('/fr/volunteer/'), () => '')).toEqual([]);
    expect(problemsOf(weight('/fr/about/'), () => '')).toHaveLength(1);
  });

  it('gives copied client-only routes their English match path', () => {
    expect(englishMatchPath('/fr/fr/action-email/:id')).toBe('/action-email/:id');
  });
});
