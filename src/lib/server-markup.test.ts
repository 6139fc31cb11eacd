const loadFresh = () => {
  let module: typeof import('./server-markup') | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<typeof import('./server-markup')>('./server-markup');
  });
  return module!;
};

describe('serverMarkupOf', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('gives the HTML the server put in the element while the first page hydrates', () => {
    const { serverMarkupOf } = loadFresh();
    document.body.innerHTML = '<table><tbody id="rows"><tr><td>Ada</td></tr></tbody></table>';
    expect(serverMarkupOf('rows')).toBe('<tr><td>Ada</td></tr>');
  });

  it('gives nothing for a page without the element, so it is drawn by React', () => {
    const { serverMarkupOf } = loadFresh();
    expect(serverMarkupOf('rows')).toBeNull();
  });

  it('gives nothing once the first page has hydrated: later pages have no server HTML', () => {
    const { serverMarkupOf, onFirstPageHydrated } = loadFresh();
    document.body.innerHTML = '<table><tbody id="rows"><tr><td>Ada</td></tr></tbody></table>';
    onFirstPageHydrated();
    expect(serverMarkupOf('rows')).toBeNull();
  });
});
