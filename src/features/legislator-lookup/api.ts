import type { Legislator, LegislatorLookupResponse, LegislatorSearch } from '../../../contract';
import { apiRequest } from '../../lib/api-client';

export type { Legislator, LegislatorLookupResponse, LegislatorSearch };

/** A lookup that found both legislators (`success: false` is an answer, not an HTTP error). */
export type LegislatorsFound = Extract<LegislatorLookupResponse, { success: true }>;

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
