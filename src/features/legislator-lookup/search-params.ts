import type { LegislatorSearch } from './api';

// The search lives in the address bar (`?address=…&city=…`), so Back, reload and a shared
// link all bring the same result back.

/** The search a query string holds, or null unless both address and city are present. */
export const readSearchParams = (search: string): LegislatorSearch | null => {
  const params = new URLSearchParams(search);
  const address = params.get('address')?.trim() ?? '';
  const city = params.get('city')?.trim() ?? '';
  return address && city ? { address, city } : null;
};

/** `?address=…&city=…`, encoded, for history.pushState. */
export const searchParamsOf = ({ address, city }: LegislatorSearch): string =>
  `?${new URLSearchParams({ address: address.trim(), city: city.trim() })}`;
