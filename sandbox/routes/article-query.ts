// Query parsing for GET /articles. Errors are plain strings; the route puts them in `Message`.

export type ArticleQuery =
  | { kind: 'year'; year: number }
  | { kind: 'page'; page: number; maxRecords: number; typeID: number | '*' };

const DEFAULTS = { page: '1', maxRecords: '3', typeID: '*' };

function positiveInteger(value: string): number | undefined {
  return /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

export function parseArticleQuery(
  query: Record<string, string | undefined>,
): ArticleQuery | string {
  if (query.year !== undefined) {
    return /^\d{4}$/.test(query.year)
      ? { kind: 'year', year: Number(query.year) }
      : 'year must be a four-digit year, e.g. 2024.';
  }
  const page = positiveInteger(query.page ?? DEFAULTS.page);
  if (page === undefined) return 'page must be a whole number of at least 1.';
  const maxRecords = positiveInteger(query.maxRecords ?? DEFAULTS.maxRecords);
  if (maxRecords === undefined) return 'maxRecords must be a whole number of at least 1.';
  const rawType = query.typeID ?? DEFAULTS.typeID;
  const typeID = rawType === '*' ? '*' : positiveInteger(rawType);
  if (typeID === undefined) return 'typeID must be "*" or a type number (1, 2 or 3).';
  return { kind: 'page', page, maxRecords, typeID };
}
