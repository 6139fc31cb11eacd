import type { LegislatorLookupResponse, LegislatorSearch } from '../../../contract';
import { callApi } from '../../lib/call-api';

/** POST /government/legislators: the lookup the legislator lookup page uses, for the next step. */
export const findLegislators = (
  search: LegislatorSearch,
  signal?: AbortSignal,
): Promise<LegislatorLookupResponse> =>
  callApi('legislators', { body: { address: search.address, city: search.city }, signal });
