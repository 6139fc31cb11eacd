import { escapeMarkup, escapeRegExp } from './escape';

describe('escaping markup', () => {
  it('makes every markup character plain text, in content and in either kind of attribute', () => {
    expect(escapeMarkup(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('drops control characters XML cannot carry, and keeps tabs and line breaks', () => {
    expect(escapeMarkup('a\u0000b\u001Fc\td\ne')).toBe('abc\td\ne');
  });

  it('leaves ordinary text, accents included, as it is', () => {
    expect(escapeMarkup('Notícias da Pro-Life Utah')).toBe('Notícias da Pro-Life Utah');
  });
});

describe('escaping a regular expression', () => {
  it('matches the text literally', () => {
    const text = 'a.b*c(d)[e]{f}|g^h$i?j+k\\l';
    expect(new RegExp(`^${escapeRegExp(text)}$`).test(text)).toBe(true);
    expect(new RegExp(escapeRegExp('a.b')).test('axb')).toBe(false);
  });
});
