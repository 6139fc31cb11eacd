import type { Legislator, LegislatorLookupResponse, LegislatorSearch } from '../../../contract';
import { callApi } from '../../lib/call-api';

export type { Legislator, LegislatorLookupResponse, LegislatorSearch };

/** A lookup that found both legislators (`success: false` is an answer, not an HTTP error). */
export type LegislatorsFound = Extract<LegislatorLookupResponse, { success: true }>;

/** POST /government/legislators with `{address, city}`. */
export const searchLegislators = (
  search: LegislatorSearch,
  signal?: AbortSignal,
): Promise<LegislatorLookupResponse> =>
  callApi('legislators', { body: { address: search.address, city: search.city }, signal });
