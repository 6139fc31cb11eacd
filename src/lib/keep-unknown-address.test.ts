import { keepUnknownAddress } from './keep-unknown-address';

const at = (pathname: string, pagePath?: string) => ({ pagePath, location: { pathname } });

describe('the address a visitor typed, on a language’s not-found page', () => {
  it.each([
    ['/es/noticias-viejas/', '/es/404.html'],
    ['/pt/news/article/4f0c1a2e-7f4b-4b0e-9d7a-1c2b3d4e5f60/', '/pt/404/'],
  ])('stays %s: Gatsby is not told the page lives at %s', (pathname, pagePath) => {
    const win = at(pathname, pagePath);
    keepUnknownAddress(win);
    expect(win.pagePath).toBeUndefined();
  });

  it.each([
    ['/es/donate/', '/es/donate/'],
    ['/es/404.html', '/es/404.html'],
    ['/unknown/', '/404.html'],
    ['/es/old/', '/es/donate/'],
  ])('leaves every other page path alone (%s showing %s)', (pathname, pagePath) => {
    const win = at(pathname, pagePath);
    keepUnknownAddress(win);
    expect(win.pagePath).toBe(pagePath);
  });
});
