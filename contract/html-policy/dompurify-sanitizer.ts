// In the browser: DOMPurify configured from the same policy, then the same element rules.
// Reached only through sanitize-in-browser.ts's dynamic import, so this file, the policy
// and DOMPurify make one chunk that only pages showing fresh API HTML download.
import purifier, { type Config } from 'dompurify';
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

/** A sanitiser for the policy, returning HTML safe for dangerouslySetInnerHTML. */
export const createBrowserSanitizer = (policy: HtmlPolicy = API_HTML_POLICY) => {
  const config = domPurifyConfig(policy);
  return (html: string): string => {
    const fragment = purifier.sanitize(html, config);
    applyElementRules(fragment, policy);
    const container = document.createElement('div');
    container.append(fragment);
    return container.innerHTML;
  };
};
