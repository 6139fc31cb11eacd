const BLOCKS = 'p, li, h1, h2, h3, h4, h5, h6, blockquote';
const squash = (text: string | null): string => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * The action email's HTML as a plain-text message the visitor can edit: one paragraph per
 * block, list items as "- item". DOMParser documents are inert (no scripts, no requests).
 */
export const htmlToPlainText = (html: string): string => {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  body.querySelectorAll('script, style, template, noscript').forEach((element) => element.remove());
  const blocks = Array.from(body.querySelectorAll(BLOCKS)).filter(
    (element) => !element.parentElement?.closest(BLOCKS),
  );
  if (blocks.length === 0) return squash(body.textContent);
  let text = '';
  let previousWasItem = false;
  for (const block of blocks) {
    const isItem = block.tagName === 'LI';
    const line = isItem ? `- ${squash(block.textContent)}` : squash(block.textContent);
    if (line === '' || line === '-') continue;
    if (text) text += isItem && previousWasItem ? '\n' : '\n\n';
    text += line;
    previousWasItem = isItem;
  }
  return text;
};
