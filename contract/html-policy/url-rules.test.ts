import { API_HTML_POLICY } from './policy';
import { isAllowedImage, isAllowedLink } from './url-rules';

describe('links under the API policy', () => {
  it.each([
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    ' \u0001javascript:alert(1)',
    'java\u0000script:alert(1)',
    'vbscript:x',
    'data:text/html,x',
    '//evil.example/',
    ' //evil.example/',
    '\\\\evil.example/',
    '/\\evil.example/',
    '\\/evil.example/',
  ])('refuses %j', (href) => {
    expect(isAllowedLink(API_HTML_POLICY, href)).toBe(false);
  });

  it.each([
    'https://le.utah.gov/',
    'HTTP://a.org',
    'mailto:a@b.org',
    'tel:+1801',
    '/donate',
    '#top',
    'news/',
  ])('accepts %j', (href) => {
    expect(isAllowedLink(API_HTML_POLICY, href)).toBe(true);
  });
});

describe('images under the API policy', () => {
  it('accepts absolute http(s) only', () => {
    expect(isAllowedImage(API_HTML_POLICY, 'https://a.org/i.png')).toBe(true);
    expect(isAllowedImage(API_HTML_POLICY, 'http://a.org/i.png')).toBe(true);
    for (const src of [
      '/i.png',
      '//a.org/i.png',
      'data:image/png;base64,AA',
      'x',
      'javascript:x',
    ]) {
      expect(isAllowedImage(API_HTML_POLICY, src)).toBe(false);
    }
  });
});
