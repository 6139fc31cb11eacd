import type { Actions, CreatePageArgs, Page } from 'gatsby';
import { languageOfPath } from '../lib/languages';
import { englishMatchPath, onCreatePage } from './localise-match-paths';

const run = (page: Page) => {
  const actions = { createPage: jest.fn(), deletePage: jest.fn() };
  const args = { page, actions: actions as unknown as Actions } as unknown as CreatePageArgs;
  void (onCreatePage as (a: CreatePageArgs) => void)(args);
  return actions;
};

const page = (path: string, matchPath?: string): Page => ({
  path,
  matchPath,
  component: '/site/src/pages/action-email/[id].tsx',
  context: { language: 'es' },
});

describe('localised match paths', () => {
  it.each([
    ['/es/action-email/[id]/', '/es/es/action-email/:id', '/es/action-email/:id'],
    ['es/action-email/[id]/', '/action-email/:id', '/es/action-email/:id'],
    [
      '/pt/services/life-grant-balance/[uid]/',
      '/pt/pt/services/life-grant-balance/:uid',
      '/pt/services/life-grant-balance/:uid',
    ],
  ])('gives the copy %s the matchPath %s → %s', (path, matchPath, expected) => {
    const actions = run(page(path, matchPath));
    expect(actions.deletePage).toHaveBeenCalledTimes(1);
    expect(actions.createPage).toHaveBeenCalledWith(
      expect.objectContaining({ path, matchPath: expected }),
    );
  });

  it.each([
    ['/es/404/', '/es/es/*', '/es/*'],
    ['/pt/404.html', '/pt/pt/*', '/pt/*'],
  ])('gives the not-found copy %s the catch-all of its language', (path, matchPath, expected) => {
    const actions = run(page(path, matchPath));
    expect(actions.createPage).toHaveBeenCalledWith(
      expect.objectContaining({ path, matchPath: expected }),
    );
  });

  it('leaves English pages, pages without a matchPath and fixed copies alone', () => {
    for (const untouched of [
      page('/action-email/[id]/', '/action-email/:id'),
      page('/es/save-a-life/'),
      page('/es/action-email/[id]/', '/es/action-email/:id'),
      page('/es/404/', '/es/*'),
    ]) {
      const actions = run(untouched);
      expect(actions.createPage).not.toHaveBeenCalled();
      expect(actions.deletePage).not.toHaveBeenCalled();
    }
  });

  it('reads the language only from a whole first segment', () => {
    expect(languageOfPath('/es/a/')).toBe('es');
    expect(languageOfPath('pt/a/')).toBe('pt');
    expect(languageOfPath('/espanol/')).toBeNull();
    expect(languageOfPath('/en/a/')).toBeNull();
    expect(englishMatchPath('/es/es/a/:id')).toBe('/a/:id');
  });
});
