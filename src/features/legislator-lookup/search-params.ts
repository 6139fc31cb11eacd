import type { LegislatorSearch } from './api';

// The search lives in the address bar's fragment (`#address=…&city=…`): Back, reload and a
// shared link all bring the same result back, and a home address never travels to a
// server (or its logs) the way a query string would.

const searchOf = (params: URLSearchParams): LegislatorSearch | null => {
  const address = params.get('address')?.trim() ?? '';
  const city = params.get('city')?.trim() ?? '';
  return address && city ? { address, city } : null;
};

/** The search a fragment (`#…`) holds, or null unless both address and city are present. */
export const readSearchFragment = (hash: string): LegislatorSearch | null =>
  searchOf(new URLSearchParams(hash.replace(/^#/, '')));

/** A search in an old link's query string (`?address=…`), from before it moved to the fragment. */
export const readLegacyQuery = (search: string): LegislatorSearch | null =>
  searchOf(new URLSearchParams(search));

/** `#address=…&city=…`, encoded, for history.pushState. */
export const searchFragmentOf = ({ address, city }: LegislatorSearch): string =>
  `#${new URLSearchParams({ address: address.trim(), city: city.trim() })}`;
