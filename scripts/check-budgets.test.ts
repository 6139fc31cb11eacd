import { BUDGETS, matchPathProblems, problemsOf } from './check-budgets';
import type { PageWeight } from './page-weight';

const KB = 1024;

/** A built page made of the given scripts (name → gzipped size and code). */
const pageOf = (page: string, scripts: Record<string, { kB: number; code?: string }>) => {
  const names = Object.keys(scripts);
  const sizeOf = (name: string) => (scripts[name]?.kB ?? 0) * KB;
  const weight: PageWeight = {
    page,
    htmlGzip: 8 * KB,
    inlineCssGzip: 4 * KB,
    pageDataGzip: 2 * KB,
    scripts: names,
    scriptGzip: Object.fromEntries(names.map((name) => [name, sizeOf(name)])),
    jsGzip: names.reduce((sum, name) => sum + sizeOf(name), 0),
  };
  const readScript = (name: string) => scripts[name]?.code ?? '';
  return problemsOf(weight, readScript);
};

describe('size budgets', () => {
  it('holds form pages to 123 kB and content pages to 111 kB of first-load JavaScript', () => {
    expect(BUDGETS.formJs).toBe(123 * KB);
    expect(BUDGETS.contentJs).toBe(111 * KB);
  });

  it('gives the action email, which loads its text, client and sanitiser on arrival, its own budget', () => {
    expect(pageOf('/pt/action-email/[id]/', { 'app-1.js': { kB: 138 } })).toEqual([]);
    expect(pageOf('/pt/action-email/[id]/', { 'app-1.js': { kB: 146 } })).toEqual([
      'JS 146.0 kB > 143.0 kB (biggest: app-1.js 146.0 kB)',
    ]);
    expect(pageOf('/pt/sms/', { 'app-1.js': { kB: 126 } })).toHaveLength(1);
  });

  it('passes a form page within its budget that loads neither yup nor toasts', () => {
    expect(
      pageOf('/es/volunteer/', { 'framework-1.js': { kB: 44 }, 'app-1.js': { kB: 74 } }),
    ).toEqual([]);
  });

  it('names the biggest chunks, with their size, when a page is over its budget', () => {
    const problems = pageOf('/contact-us/', {
      'framework-1.js': { kB: 44 },
      'app-1.js': { kB: 49 },
      'forms-1.js': { kB: 40 },
      'tiny-1.js': { kB: 1 },
    });
    expect(problems).toEqual([
      'JS 134.0 kB > 123.0 kB (biggest: app-1.js 49.0 kB, framework-1.js 44.0 kB, forms-1.js 40.0 kB)',
    ]);
  });

  it('names the chunk that brings yup or react-toastify onto a form page before any interaction', () => {
    const problems = pageOf('/sms/', {
      'app-1.js': { kB: 90 },
      'kit-1.js': { kB: 12.5, code: 'email:"${path} must be a valid email"' },
      'toast-1.js': { kB: 3, code: '.Toastify__toast{}' },
    });
    expect(problems).toEqual([
      'loads react-toastify before the first interaction: toast-1.js 3.0 kB',
      'loads yup before the first interaction: kit-1.js 12.5 kB',
    ]);
  });

  it('names the chunk that brings form code onto a content page', () => {
    const problems = pageOf('/pt/donate/', {
      'app-1.js': { kB: 90 },
      'shared-1.js': { kB: 9, code: 'shouldUnregister' },
    });
    expect(problems).toEqual(['loads react-hook-form, which only forms need: shared-1.js 9.0 kB']);
  });
});

describe('the match paths every page carries', () => {
  // As webpack emits Gatsby's match-paths.json inside app.js.
  const appScript = (entries: Array<{ path: string; matchPath: string }>) =>
    `var m=JSON.parse('${JSON.stringify(entries)}');`;
  const CLIENT_ONLY = [
    { path: '/es/action-email/[id]/', matchPath: '/es/action-email/:id' },
    { path: '/services/life-grant-balance/[uid]/', matchPath: '/services/life-grant-balance/:uid' },
  ];

  it('pass when they hold client-only routes alone', () => {
    expect(matchPathProblems(appScript(CLIENT_ONLY))).toEqual([]);
  });

  it('fail when they hold an article page, or a language catch-all that brings every page', () => {
    const problems = matchPathProblems(
      appScript([
        { path: '/es/news/article/0d1b2efb/', matchPath: '/es/news/article/0d1b2efb/' },
        ...CLIENT_ONLY,
        { path: '/es/404/', matchPath: '/es/*' },
      ]),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /lists 2 page\(s\) in its match paths \(\/es\/news\/article\/0d1b2efb\/, \/es\/\*\)/,
    );
  });
});
