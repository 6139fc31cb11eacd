export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
  '#x27': "'",
};
const decode = (html: string): string =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|#39|#x27);/g, (_all, name: string) => ENTITIES[name] ?? '');

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
