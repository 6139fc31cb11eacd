// The browser twin of plugins/gatsby-source-pluapi/sanitize-story.ts: a fresh article's
// story never went through the build, so it is cleaned here with the same rules.
// DOMPurify is imported on demand: only the fresh-article fallback needs it.
const ALLOWED_TAGS = [
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
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
];
const ALLOWED_ATTR = [
  'href',
  'title',
  'src',
  'alt',
  'width',
  'height',
  'colspan',
  'rowspan',
  'scope',
];
// http(s), mailto and tel, or a relative URL: no javascript:, data: or other schemes.
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const ABSOLUTE_HTTP = /^https?:\/\//i;

/** The build's finishing touches: one h1 per page, safe external links, lazy absolute images. */
const finish = (root: DocumentFragment): void => {
  for (const heading of Array.from(root.querySelectorAll('h1'))) {
    const h2 = heading.ownerDocument.createElement('h2');
    h2.append(...Array.from(heading.childNodes));
    heading.replaceWith(h2);
  }
  for (const link of Array.from(root.querySelectorAll('a'))) {
    if (!ABSOLUTE_HTTP.test(link.getAttribute('href') ?? '')) continue;
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  for (const image of Array.from(root.querySelectorAll('img'))) {
    if (ABSOLUTE_HTTP.test(image.getAttribute('src') ?? '')) image.setAttribute('loading', 'lazy');
    else image.remove();
  }
};

/** Returns story HTML that is safe to render with dangerouslySetInnerHTML. */
export const sanitizeStoryInBrowser = async (html: string): Promise<string> => {
  const { default: DOMPurify } = await import('dompurify');
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    RETURN_DOM_FRAGMENT: true,
  });
  finish(fragment);
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
};
