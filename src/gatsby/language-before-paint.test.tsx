import React from 'react';
import {
  LANGUAGE_SCRIPT_KEY,
  languageBeforePaintFunction,
  languageScriptFirst,
  languageBeforePaintScript,
  SAVED_LANGUAGE_KEY,
} from './language-before-paint';

interface Visit {
  path?: string;
  saved?: string | null;
  languages?: string[];
  storageBlocked?: boolean;
  replaceFails?: boolean;
}

/** Runs the head script against a fake window; returns where it sent the visitor, if anywhere. */
const visit = ({
  path = '/',
  saved = null,
  languages = ['en-US'],
  storageBlocked,
  replaceFails,
}: Visit) => {
  const steps: string[] = [];
  const replace = jest.fn<void, [string]>(() => {
    if (replaceFails) throw new Error('SecurityError');
    steps.push('move');
  });
  const style: { visibility?: string } = {};
  const fakeWindow = {
    location: { pathname: path, search: '?a=1', hash: '#b', replace },
    localStorage: {
      getItem: (key: string) => {
        if (storageBlocked) throw new Error('SecurityError');
        return key === SAVED_LANGUAGE_KEY ? saved : null;
      },
    },
    navigator: { languages, language: languages[0] },
    document: { documentElement: { style } },
    stop: () => steps.push('stop'),
  };
  const run = new Function(
    'w',
    `(${languageBeforePaintFunction()})(w,["en","es","pt"],["es","pt"],"en",${JSON.stringify(SAVED_LANGUAGE_KEY)})`,
  ) as (w: typeof fakeWindow) => void;
  run(fakeWindow);
  return {
    movedTo: replace.mock.calls[0]?.[0] ?? null,
    hidden: style.visibility === 'hidden',
    steps,
  };
};

describe('the language decided before the first paint', () => {
  it('moves a Spanish browser with no saved language to the Spanish page, hidden meanwhile', () => {
    expect(visit({ languages: ['es-ES', 'es'] })).toEqual({
      movedTo: '/es/?a=1#b',
      hidden: true,
      // Stopped first, so the English page downloads and fetches no more; after, it would
      // cancel the move.
      steps: ['stop', 'move'],
    });
    expect(visit({ path: '/news/2026/', languages: ['es'] }).movedTo).toBe('/es/news/2026/?a=1#b');
  });

  it('prefers the saved language to the browser one, and keeps a saved English', () => {
    expect(visit({ saved: 'pt', languages: ['es-ES'] }).movedTo).toBe('/pt/?a=1#b');
    expect(visit({ saved: 'en', languages: ['es-ES'] })).toEqual({
      movedTo: null,
      hidden: false,
      steps: [],
    });
  });

  it('takes the first browser language the site has, and English when there is none', () => {
    expect(visit({ languages: ['fr-FR', 'pt-BR'] }).movedTo).toBe('/pt/?a=1#b');
    expect(visit({ languages: ['en-GB', 'es'] }).movedTo).toBeNull();
    expect(visit({ languages: ['de'] }).movedTo).toBeNull();
  });

  it('ignores a saved value that is no language of the site, and blocked storage', () => {
    expect(visit({ saved: 'xx', languages: ['es'] }).movedTo).toBe('/es/?a=1#b');
    expect(visit({ storageBlocked: true, languages: ['pt'] }).movedTo).toBe('/pt/?a=1#b');
  });

  it('shows the page again when the move fails', () => {
    expect(visit({ languages: ['es'], replaceFails: true }).hidden).toBe(false);
  });

  it('never moves a page that already has a language prefix', () => {
    expect(visit({ path: '/es/', languages: ['pt'] }).movedTo).toBeNull();
    expect(visit({ path: '/pt/news/', saved: 'es' }).movedTo).toBeNull();
    // An English page whose name merely starts with the letters of a language is English.
    expect(visit({ path: '/esther/', languages: ['es'] }).movedTo).toBe('/es/esther/?a=1#b');
  });

  it('is one self-contained statement with the site languages and nothing that ends the tag', () => {
    const script = languageBeforePaintScript();
    expect(script).toContain(
      '(window,["en","es","pt"],["es","pt"],"en","gatsby-i18next-language")',
    );
    expect(script).not.toMatch(/<\/script/i);
    expect(() => new Function(script)).not.toThrow();
  });

  it('is put first in the head, before the inlined styles, keeping the order of the rest', () => {
    const head = [
      <meta key="description" name="description" content="" />,
      <style key="styles">{'body{}'}</style>,
      'text',
      null,
      <script key={LANGUAGE_SCRIPT_KEY} />,
      <link key="sitemap" rel="sitemap" />,
    ];
    expect(
      languageScriptFirst(head).map((element) =>
        React.isValidElement(element) ? element.key : element,
      ),
    ).toEqual([LANGUAGE_SCRIPT_KEY, 'description', 'styles', 'text', null, 'sitemap']);
  });
});
