// In the browser: DOMPurify configured from the same policy, then the same element rules.
// DOMPurify is imported on demand: only the pages that show fresh API HTML download it.
import type { Config, DOMPurify } from 'dompurify';
import { API_HTML_POLICY, type HtmlPolicy } from './policy';
import { cleanElement, isRemoved } from './element-rules';

const unique = (values: readonly string[]): string[] => [...new Set(values)];

// DOMPurify's first pass: only the policy's tags, attributes and schemes survive it.
export const domPurifyConfig = (policy: HtmlPolicy): Config & { RETURN_DOM_FRAGMENT: true } => ({
  ALLOWED_TAGS: unique([...Object.keys(policy.tags), ...Object.keys(policy.renamedTags)]),
  ALLOWED_ATTR: unique(Object.values(policy.tags).flat()),
  ALLOWED_URI_REGEXP: new RegExp(
    `^(?:(?:${unique([...policy.linkSchemes, ...policy.imageSchemes]).join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`,
    'i',
  ),
  FORBID_CONTENTS: [...policy.droppedWithContent],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Parse as the content of an element, as React's innerHTML will, not as a document whose
  // leading <noscript> or <style> would be moved into <head>.
  FORCE_BODY: true,
  RETURN_DOM_FRAGMENT: true,
});

const renamed = (element: Element, tag: string): Element => {
  const replacement = element.ownerDocument.createElement(tag);
  replacement.append(...Array.from(element.childNodes));
  element.replaceWith(replacement);
  return replacement;
};

// The second pass, shared with the build: per-tag attributes, URLs, renames, added attributes.
const applyElementRules = (root: DocumentFragment, policy: HtmlPolicy): void => {
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const attributes = Object.fromEntries(
      Array.from(element.attributes, ({ name, value }) => [name, value]),
    );
    const clean = cleanElement(policy, element.localName, attributes);
    if (isRemoved(clean)) {
      element.remove();
      continue;
    }
    const target = clean.tag === element.localName ? element : renamed(element, clean.tag);
    for (const name of target.getAttributeNames()) target.removeAttribute(name);
    for (const [name, value] of Object.entries(clean.attributes)) target.setAttribute(name, value);
  }
};

export type SanitizeHtml = (html: string) => string;

/** Loads DOMPurify and returns a sanitiser for the policy (sync once loaded). */
export const loadBrowserSanitizer = async (
  policy: HtmlPolicy = API_HTML_POLICY,
): Promise<SanitizeHtml> => {
  const { default: purifier }: { default: DOMPurify } = await import('dompurify');
  const config = domPurifyConfig(policy);
  return (html) => {
    const fragment = purifier.sanitize(html, config);
    applyElementRules(fragment, policy);
    const container = document.createElement('div');
    container.append(fragment);
    return container.innerHTML;
  };
};

/** API HTML (a fresh article's story, an action email) made safe for dangerouslySetInnerHTML. */
export const sanitizeApiHtmlInBrowser = async (html: string): Promise<string> =>
  (await loadBrowserSanitizer())(html);
