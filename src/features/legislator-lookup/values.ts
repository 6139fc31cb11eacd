import type { LegislatorSearchValues } from './schema';

// Apart from the yup schema, which loads only when the visitor starts on the form.

export const EMPTY_SEARCH: LegislatorSearchValues = { address: '', city: '' };

/** The schema's rule, checked on every keystroke without waiting for yup: both filled in. */
export const isSearchComplete = (values: Partial<LegislatorSearchValues>): boolean =>
  (values.address ?? '').trim() !== '' && (values.city ?? '').trim() !== '';
