// The one HTML policy (DESIGN: "One HTML policy for all API HTML"). Plain data, so the
// build (sanitize-html) and the browser (DOMPurify) are configured from the same lists
// and the browser bundle pays for a few hundred bytes, not for a sanitiser.

export interface HtmlPolicy {
  /** Each allowed tag with the attributes it may keep. Anything else is unwrapped. */
  tags: Readonly<Record<string, readonly string[]>>;
  /** Tags rich-text editors emit, mapped onto kept ones (one h1 per page: the title's). */
  renamedTags: Readonly<Record<string, string>>;
  /** Removed together with their content: none of it is prose a reader could use. */
  droppedWithContent: readonly string[];
  /** Schemes an `href` may use; a relative URL is allowed, a protocol-relative one never. */
  linkSchemes: readonly string[];
  /** An image must be an absolute URL with one of these schemes, or it is removed. */
  imageSchemes: readonly string[];
  /** Links to another site open in a new tab, without giving it `window.opener` or a referrer. */
  externalLinks: { target: string; rel: string } | null;
}

const TABLE_CELL = ['colspan', 'rowspan'];

/**
 * Article stories and action emails: the markup of prose, nothing that can run script,
 * submit a form, load a frame or restyle the page. No `style`, `class` or `id`: the site's
 * CSS styles the prose, and an `id` could shadow the page's own (DOM clobbering).
 */
export const API_HTML_POLICY: HtmlPolicy = {
  tags: {
    p: [],
    h2: [],
    h3: [],
    h4: [],
    strong: [],
    em: [],
    a: ['href', 'title'],
    ul: [],
    ol: [],
    li: [],
    blockquote: [],
    figure: [],
    figcaption: [],
    img: ['src', 'alt', 'width', 'height'],
    br: [],
    hr: [],
    table: [],
    caption: [],
    thead: [],
    tbody: [],
    tfoot: [],
    tr: [],
    th: [...TABLE_CELL, 'scope'],
    td: TABLE_CELL,
  },
  renamedTags: { b: 'strong', i: 'em', h1: 'h2' },
  droppedWithContent: [
    'script',
    'style',
    'template',
    'noscript',
    'noembed',
    'noframes',
    'xmp',
    'plaintext',
    'title',
    'textarea',
    'select',
    'option',
    'form',
    'button',
    'iframe',
    'frameset',
    'object',
    'applet',
    'video',
    'audio',
    'canvas',
    'svg',
    'math',
  ],
  linkSchemes: ['http', 'https', 'mailto', 'tel'],
  imageSchemes: ['http', 'https'],
  externalLinks: { target: '_blank', rel: 'noopener noreferrer' },
};

/**
 * The legal pages (our own files, from translators): a stricter subset of the API policy,
 * plus heading ids, which the pages' in-page links point at. Only https links.
 */
export const LEGAL_HTML_POLICY: HtmlPolicy = {
  ...API_HTML_POLICY,
  tags: {
    h2: ['id'],
    h3: ['id'],
    p: [],
    ul: [],
    ol: [],
    li: [],
    a: ['href'],
    strong: [],
    em: [],
    br: [],
  },
  renamedTags: {},
  linkSchemes: ['https', 'mailto', 'tel'],
  imageSchemes: [],
};
