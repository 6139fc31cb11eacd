import type { VolunteerRequest } from './api';

// The volunteer form's names and values, apart from the yup schema, which loads only when
// the visitor starts on the form.

export const PREFERENCES = [
  'womensSupportTeam',
  'mobileClinicTeam',
  'socialMediaTeam',
  'writingTeam',
  'postAbortiveHealingTeam',
  'communityActionTeam',
  'noIdea',
  'other',
] as const;
export type Preference = (typeof PREFERENCES)[number];

/** What the form holds; `schema.ts` fails to compile if its yup rules infer another shape. */
export type VolunteerValues = {
  fullname: string;
  email: string;
  phone: string;
  city: string;
  otherDesc: string;
} & Record<Preference, boolean>;

/** The group rule ("at least one") reports on the first box, which then takes the focus. */
export const PREFERENCE_ERROR_FIELD = PREFERENCES[0];
export const STEP1_FIELDS = ['fullname', 'email', 'phone', 'city'] as const;

const normalise = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

/** The list's spelling of a city typed in any case ("salt lake city" → "Salt Lake City"). */
export const findCity = (cities: ReadonlyArray<string>, typed: string): string | undefined =>
  cities.find((name) => normalise(name) === normalise(typed));

export const EMPTY_VOLUNTEER: VolunteerValues = {
  fullname: '',
  email: '',
  phone: '',
  city: '',
  ...(Object.fromEntries(PREFERENCES.map((name) => [name, false])) as Record<Preference, boolean>),
  otherDesc: '',
};

/** The request body the provider expects: the preferences nested, the description only with "other". */
export const toVolunteerRequest = (values: VolunteerValues): VolunteerRequest => ({
  fullname: values.fullname,
  email: values.email,
  phone: values.phone,
  city: values.city,
  servicePreferences: {
    ...(Object.fromEntries(PREFERENCES.map((name) => [name, values[name] === true])) as Record<
      Preference,
      boolean
    >),
    otherDesc: values.other ? (values.otherDesc ?? '') : '',
  },
});
