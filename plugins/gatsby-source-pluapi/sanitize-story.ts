import sanitizeHtml, { type IOptions, type Attributes } from 'sanitize-html';

const ABSOLUTE_HTTP = /^https?:\/\//i;

function withoutAuthorLinkAttributes(attribs: Attributes): Attributes {
  return Object.fromEntries(
    Object.entries(attribs).filter(([name]) => name !== 'target' && name !== 'rel'),
  );
}

/**
 * Rules for HTML written in the CMS (article stories, action emails): the markup
 * of prose, nothing that can run script, load a frame or style the page.
 */
export const storySanitizeOptions: IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'figure',
    'figcaption',
    'img',
    'br',
    'hr',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Dropped with their content: none of it is readable prose.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'svg', 'math'],
  transformTags: {
    // Rich-text editors emit the presentational and top-level variants; keep their meaning.
    b: 'strong',
    i: 'em',
    h1: 'h2',
    a: (tagName, attribs) => {
      const rest = withoutAuthorLinkAttributes(attribs);
      const external = ABSOLUTE_HTTP.test(rest.href ?? '');
      return {
        tagName,
        attribs: external ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  // sanitize-html lets relative URLs through; an image must be an absolute http(s) URL.
  exclusiveFilter: (frame) => frame.tag === 'img' && !ABSOLUTE_HTTP.test(frame.attribs.src ?? ''),
};

export function sanitizeStory(html: string): string {
  return sanitizeHtml(html, storySanitizeOptions);
}
