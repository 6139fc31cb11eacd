import { boolean, object, string, type InferType } from 'yup';
import type { VolunteerRequest } from './api';

// Spec point 5, volunteer steps 1 and 2. Messages are keys under `errors.` in `volunteer`.

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

/** The group rule ("at least one") reports on the first box, which then takes the focus. */
export const PREFERENCE_ERROR_FIELD = PREFERENCES[0];
export const STEP1_FIELDS = ['fullname', 'email', 'phone', 'city'] as const;

const normalise = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

/** The list's spelling of a city typed in any case ("salt lake city" → "Salt Lake City"). */
export const findCity = (cities: ReadonlyArray<string>, typed: string): string | undefined =>
  cities.find((name) => normalise(name) === normalise(typed));

export const step1Schema = (cities: ReadonlyArray<string>) =>
  object({
    fullname: string().trim().required('fullnameRequired'),
    email: string().trim().required('emailRequired').email('emailInvalid'),
    phone: string().trim().required('phoneRequired'),
    // Without a list (it failed to load) any city is accepted rather than blocking the visitor.
    city:
      cities.length === 0
        ? string().trim().required('cityRequired')
        : string()
            .transform((value: string) => findCity(cities, value) ?? value)
            .required('cityRequired')
            .oneOf([...cities], 'cityNotInList'),
  });

const atLeastOnePreference = boolean()
  .default(false)
  .test('at-least-one', 'preferenceRequired', function atLeastOne() {
    const values = this.parent as Record<Preference, boolean | undefined>;
    return PREFERENCES.some((name) => values[name] === true);
  });

export const step2Schema = object({
  womensSupportTeam: atLeastOnePreference,
  mobileClinicTeam: boolean().default(false),
  socialMediaTeam: boolean().default(false),
  writingTeam: boolean().default(false),
  postAbortiveHealingTeam: boolean().default(false),
  communityActionTeam: boolean().default(false),
  noIdea: boolean().default(false),
  other: boolean().default(false),
  otherDesc: string()
    .trim()
    .default('')
    .when('other', { is: true, then: (schema) => schema.required('otherDescRequired') }),
});

export const volunteerSchema = (cities: ReadonlyArray<string>) =>
  step1Schema(cities).concat(step2Schema);

export type VolunteerValues = InferType<ReturnType<typeof volunteerSchema>>;

export const EMPTY_VOLUNTEER: VolunteerValues = {
  fullname: '',
  email: '',
  phone: '',
  city: '',
  ...(Object.fromEntries(PREFERENCES.map((name) => [name, false])) as Record<Preference, boolean>),
  otherDesc: '',
};

/** The request body of spec point 3: the preferences nested, the description only with "other". */
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
