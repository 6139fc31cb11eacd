import { apiRequest } from '../../lib/api-client';

/** Spec point 3, "Legislator search". */
export interface LegislatorSearch {
  address: string;
  city: string;
}

export interface Legislator {
  image: string;
  formatName: string;
  district: number | string;
  cell: string;
  email: string;
  committees: Array<{ name: string }>;
}

export interface LegislatorsFound {
  success: true;
  houseRepresentative: Legislator;
  senator: Legislator;
}

/** Spec point 3, "Legislator lookup response": `success: false` is an answer, not an HTTP error. */
export type LegislatorLookupResponse = LegislatorsFound | { success: false; message?: string };

/** POST /government/legislators with `{address, city}`. */
export const searchLegislators = (
  search: LegislatorSearch,
  signal?: AbortSignal,
): Promise<LegislatorLookupResponse> =>
  apiRequest<LegislatorLookupResponse>('/government/legislators', {
    method: 'POST',
    body: { address: search.address, city: search.city },
    signal,
  });
