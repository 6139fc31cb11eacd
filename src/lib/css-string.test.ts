import { cssString } from './css-string';

describe('cssString', () => {
  it('keeps letters, digits and spaces as they are, accented ones too', () => {
    expect(cssString('Votação HB 12')).toBe('"Votação HB 12"');
  });

  it('writes quotes, backslashes and markup as hex escapes, so nothing ends the string or the style element', () => {
    const quoted = cssString('a"b\\c</style><script>');
    expect(quoted).toBe('"a\\22 b\\5c c\\3c \\2f style\\3e \\3c script\\3e "');
    expect(quoted.slice(1, -1)).not.toMatch(/["<>]/);
  });

  it('escapes a line break and a character outside the basic plane by its code point', () => {
    expect(cssString('a\nb·😀')).toBe('"a\\a b\\b7 \\1f600 "');
  });
});
