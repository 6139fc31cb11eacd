import type { Actions, CreatePageArgs, Page } from 'gatsby';
import { languageOfPath } from '../lib/languages';
import { englishMatchPath, onCreatePage } from './language-copies';
import { inEveryLanguage } from './in-every-language';

const run = (page: Page) => {
  const actions = { createPage: jest.fn(), deletePage: jest.fn() };
  const args = { page, actions: actions as unknown as Actions } as unknown as CreatePageArgs;
  void (onCreatePage as (a: CreatePageArgs) => void)(args);
  return { ...actions, created: actions.createPage.mock.calls.map(([created]) => created as Page) };
};

const COMPONENT = '/site/src/pages/action-email/[id].tsx';
const page = (path: string, matchPath?: string, context?: Record<string, unknown>): Page => ({
  path,
  matchPath,
  component: COMPONENT,
  context: context as Page['context'],
});

const pathsAndMatches = (pages: Page[]) => pages.map(({ path, matchPath }) => [path, matchPath]);

describe('a page made without a language', () => {
  it('becomes a page per language, with the context react-i18next reads', () => {
    const { deletePage, created } = run(page('/volunteer/', undefined, { kind: 'form' }));
    expect(deletePage).toHaveBeenCalledWith(expect.objectContaining({ path: '/volunteer/' }));
    expect(pathsAndMatches(created)).toEqual([
      ['/volunteer/', undefined],
      ['/es/volunteer/', undefined],
      ['/pt/volunteer/', undefined],
    ]);
    expect(created[1]!.context).toEqual({
      kind: 'form',
      language: 'es',
      i18n: {
        language: 'es',
        languages: ['en', 'es', 'pt'],
        defaultLanguage: 'en',
        generateDefaultLanguagePage: false,
        routed: true,
        originalPath: '/volunteer/',
        path: '/es/volunteer/',
      },
    });
    expect(created.every((copy) => copy.component === COMPONENT)).toBe(true);
  });

  it('keeps a client-only route’s match path in English under each language', () => {
    const { created } = run(page('/action-email/[id]/', '/action-email/:id'));
    expect(pathsAndMatches(created)).toEqual([
      ['/action-email/[id]/', '/action-email/:id'],
      ['/es/action-email/[id]/', '/es/action-email/:id'],
      ['/pt/action-email/[id]/', '/pt/action-email/:id'],
    ]);
  });

  it('gives the not-found copies the catch-all of their language, English and the .html copies none', () => {
    expect(pathsAndMatches(run(page('/404/')).created)).toEqual([
      ['/404/', undefined],
      ['/es/404/', '/es/*'],
      ['/pt/404/', '/pt/*'],
    ]);
    expect(pathsAndMatches(run(page('/404.html')).created)).toEqual([
      ['/404.html', undefined],
      ['/es/404.html', undefined],
      ['/pt/404.html', undefined],
    ]);
  });

  it('leaves a page made in every language already alone', () => {
    for (const made of inEveryLanguage({
      path: '/news/2026/',
      component: COMPONENT,
      context: {},
    })) {
      const { createPage, deletePage } = run(made as Page);
      expect(createPage).not.toHaveBeenCalled();
      expect(deletePage).not.toHaveBeenCalled();
    }
  });
});

describe('language prefixes', () => {
  it('reads the language only from a whole first segment', () => {
    expect(languageOfPath('/es/a/')).toBe('es');
    expect(languageOfPath('pt/a/')).toBe('pt');
    expect(languageOfPath('/espanol/')).toBeNull();
    expect(languageOfPath('/en/a/')).toBeNull();
    expect(englishMatchPath('/es/es/a/:id')).toBe('/a/:id');
  });
});
