import type { Partner } from './partner-grid';

/**
 * This year's list from the API, even an empty one (the grid then says the list is being
 * updated); the content/data list only when the API call failed and no earlier copy existed.
 */
export const choosePartners = (
  fromApi: ReadonlyArray<Partner>,
  fallback: ReadonlyArray<Partner>,
  apiAnswered: boolean,
): ReadonlyArray<Partner> => (apiAnswered ? fromApi : fallback);
