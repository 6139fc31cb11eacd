import type { Partner } from './partner-grid';

/** This year's list from the API; the content/data list only when the API has none. */
export const choosePartners = (
  fromApi: ReadonlyArray<Partner>,
  fallback: ReadonlyArray<Partner>,
): ReadonlyArray<Partner> => (fromApi.length > 0 ? fromApi : fallback);
