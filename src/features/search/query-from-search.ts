/** The `q` parameter of a location's search string, trimmed; '' when there is none. */
export const queryFromSearch = (search: string): string =>
  (new URLSearchParams(search).get('q') ?? '').trim().slice(0, 200);
