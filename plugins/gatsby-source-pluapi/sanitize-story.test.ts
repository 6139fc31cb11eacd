import { sanitizeStory } from './sanitize-story';

describe('sanitizeStory', () => {
  it('keeps the markup of prose', () => {
    const html =
      '<h2>Title</h2><h3>Sub</h3><h4>Minor</h4><p>A <strong>bold</strong> and <em>calm</em> line.<br></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote><hr>' +
      '<figure><img src="https://images.example.org/a.jpg" alt="A" width="640" height="480"><figcaption>Cap</figcaption></figure>' +
      '<table><caption>C</caption><thead><tr><th scope="col">H</th></tr></thead><tbody><tr><td colspan="2">D</td></tr></tbody></table>';

    expect(sanitizeStory(html)).toBe(
      '<h2>Title</h2><h3>Sub</h3><h4>Minor</h4><p>A <strong>bold</strong> and <em>calm</em> line.<br /></p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote><hr />' +
        '<figure><img src="https://images.example.org/a.jpg" alt="A" width="640" height="480" loading="lazy" /><figcaption>Cap</figcaption></figure>' +
        '<table><caption>C</caption><thead><tr><th scope="col">H</th></tr></thead><tbody><tr><td colspan="2">D</td></tr></tbody></table>',
    );
  });

  it('drops scripts, styles, frames and SVG with their content', () => {
    const html =
      '<p>ok</p><script>steal()</script><style>p{}</style><iframe src="https://x.org">frame</iframe>' +
      '<svg onload="x()"><text>svg</text></svg><noscript>ns</noscript>';

    expect(sanitizeStory(html)).toBe('<p>ok</p>');
  });

  it('drops event handlers, style and class attributes', () => {
    expect(
      sanitizeStory(
        '<p onclick="x()" style="color:red" class="c">t</p><img src="https://a.org/i.png" onerror="x()">',
      ),
    ).toBe('<p>t</p><img src="https://a.org/i.png" loading="lazy" />');
  });

  it('keeps only http, https, mailto and tel links', () => {
    const html =
      '<a href="javascript:alert(1)">js</a><a href="JaVaScRiPt&colon;alert(1)">js2</a>' +
      '<a href="data:text/html,x">data</a><a href="mailto:info@example.org">mail</a><a href="tel:+18015550100">tel</a>';

    expect(sanitizeStory(html)).toBe(
      '<a>js</a><a>js2</a><a>data</a><a href="mailto:info@example.org">mail</a><a href="tel:+18015550100">tel</a>',
    );
  });

  it('opens external links in a new tab without an opener, and leaves site links alone', () => {
    const html =
      '<a href="https://le.utah.gov/" target="_self" rel="opener">bills</a><a href="/news/2025">news</a>';

    expect(sanitizeStory(html)).toBe(
      '<a href="https://le.utah.gov/" target="_blank" rel="noopener noreferrer">bills</a><a href="/news/2025">news</a>',
    );
  });

  it('drops images that are not absolute http(s) URLs', () => {
    const html =
      '<img src="data:image/png;base64,AAAA"><img src="javascript:x()"><img src="//cdn.example.org/a.png">' +
      '<img src="/local.png"><img alt="no source">';

    expect(sanitizeStory(html)).toBe('');
  });

  it('maps the tags rich-text editors emit onto the kept ones', () => {
    expect(
      sanitizeStory('<h1>Top</h1><p><b>b</b><i>i</i></p><div>loose <span>text</span></div>'),
    ).toBe('<h2>Top</h2><p><strong>b</strong><em>i</em></p>loose text');
  });
});
