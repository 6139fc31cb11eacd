// One serialisation for comparing sanitisers: sanitize-html writes `<br />` and escapes
// differently from a browser's innerHTML, and the order of attributes carries no meaning.
// Parsing both with the same DOM and rewriting attributes in name order removes all that.
export const canonicalHtml = (html: string): string => {
  const container = document.createElement('div');
  container.innerHTML = html;
  for (const element of Array.from(container.querySelectorAll('*'))) {
    const attributes = Array.from(element.attributes, ({ name, value }) => [name, value] as const);
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes.sort(([a], [b]) => a.localeCompare(b))) {
      element.setAttribute(name, value);
    }
  }
  // Whitespace between blocks renders the same whatever its length.
  return container.innerHTML.replace(/\s+/g, ' ').trim();
};
