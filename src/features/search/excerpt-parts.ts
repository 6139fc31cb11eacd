import { decodeXML } from 'entities';

export interface ExcerptPart {
  text: string;
  marked: boolean;
}

// Pagefind (1.5) writes `<` and `>` of the page's text as `&lt;` and `&gt;`; decodeXML reads
// those and every other XML or numeric reference (1 KB gzipped, where decodeHTML's table is 15 KB).
const decode = (html: string): string => decodeXML(html.replace(/<[^>]*>/g, ''));

/**
 * Pagefind's excerpt is escaped HTML whose only tags are <mark>. It is turned into text parts
 * for React to render, so no index content ever reaches innerHTML.
 */
export const excerptParts = (excerpt: string): ExcerptPart[] =>
  excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((piece) =>
      piece.startsWith('<mark>')
        ? { text: decode(piece), marked: true }
        : { text: decode(piece), marked: false },
    )
    .filter((part) => part.text !== '');
