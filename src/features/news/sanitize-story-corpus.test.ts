import { XSS_PAYLOADS } from '../../../e2e/support/xss-payloads';
import { sanitizeStoryInBrowser } from './sanitize-story';

const PROSE_TAGS =
  'P H2 H3 H4 STRONG B EM I A UL OL LI BLOCKQUOTE FIGURE FIGCAPTION IMG BR HR TABLE CAPTION THEAD TBODY TFOOT TR TH TD'.split(
    ' ',
  );

describe('the fresh-article sanitiser against the XSS corpus', () => {
  it.each(XSS_PAYLOADS.map((payload) => [payload]))(
    'leaves nothing that runs in %s',
    async (payload) => {
      const container = document.createElement('div');
      container.innerHTML = await sanitizeStoryInBrowser(`<p>before</p>${payload}<p>after</p>`);
      for (const element of Array.from(container.querySelectorAll('*'))) {
        expect(PROSE_TAGS).toContain(element.tagName);
        for (const { name, value } of Array.from(element.attributes)) {
          expect(name).not.toMatch(/^on/i);
          if (name === 'href' || name === 'src') {
            expect(value).toMatch(/^(https?:|mailto:|tel:|\/|#)/i);
          }
        }
      }
    },
  );
});
