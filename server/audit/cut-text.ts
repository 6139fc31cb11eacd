/** `text`, cut to `limit` characters with "…" when longer (for anything a caller may choose). */
export function cut(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}
