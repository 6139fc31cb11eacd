/**
 * @jest-environment jest-fixed-jsdom
 */
// DOMPurify, the browser half of the policy, needs a DOM.
import { XSS_HTML, XSS_PAYLOADS } from '../../e2e/support/xss-payloads';
import { sanitizeApiHtml } from './sanitize-at-build';
import { loadBrowserSanitizer, type SanitizeHtml } from './sanitize-in-browser';
import { canonicalHtml } from './testing/canonical-html';
import { RICH_TEXT_SAMPLES } from './testing/rich-text-samples';
import { scriptVectors } from './testing/script-vectors';

// The build (sanitize-html) cleans the stories of built articles; the browser (DOMPurify)
// cleans fresh articles and action emails. A visitor must get the same page either way.
// Test names: the start of the HTML is enough to find it in the corpus.
const named = (htmls: readonly string[]) =>
  htmls.map((html, index) => [`${index}: ${html.slice(0, 70)}`, html] as const);

const HOSTILE = [
  ...XSS_PAYLOADS.map((payload) => `<p>before</p>${payload}<p>after</p>`),
  ...XSS_PAYLOADS,
  XSS_HTML,
];

let sanitizeInBrowser: SanitizeHtml;
beforeAll(async () => {
  sanitizeInBrowser = await loadBrowserSanitizer();
});

describe('the build and the browser sanitise alike', () => {
  it.each(named(HOSTILE))('hostile %s', (_name, html) => {
    const atBuild = canonicalHtml(sanitizeApiHtml(html));
    expect(canonicalHtml(sanitizeInBrowser(html))).toBe(atBuild);
    expect(scriptVectors(atBuild)).toEqual([]);
  });

  it.each(named(RICH_TEXT_SAMPLES))('rich text %s', (_name, html) => {
    const atBuild = canonicalHtml(sanitizeApiHtml(html));
    expect(canonicalHtml(sanitizeInBrowser(html))).toBe(atBuild);
    expect(scriptVectors(atBuild)).toEqual([]);
  });
});

describe('the script-vector check', () => {
  // Without this, an empty result above could mean the check sees nothing at all.
  it('finds what the raw corpus carries', () => {
    expect(scriptVectors(XSS_HTML)).toEqual(
      expect.arrayContaining([
        '<script>',
        '<iframe>',
        '<form>',
        '<input>',
        '<img onerror="window.__xss=1">',
        '<a href="javascript:window.__xss=1">',
        '<div style="position:fixed;inset:0">',
      ]),
    );
  });
});
