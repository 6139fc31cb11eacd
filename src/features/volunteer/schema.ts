import { boolean, object, string, type InferType } from 'yup';
import { emailAddress } from '../../lib/email-schema';
import { usPhone } from '../../lib/phone-schema';
import { findCity, PREFERENCES, type Preference, type VolunteerValues } from './values';

// The volunteer form's rules, steps 1 and 2. Messages are keys under `errors.` in `volunteer`.

export const step1Schema = (cities: ReadonlyArray<string>) =>
  object({
    fullname: string().trim().required('fullnameRequired'),
    email: emailAddress({ required: 'emailRequired', invalid: 'emailInvalid' }),
    phone: usPhone({ required: 'phoneRequired', invalid: 'phoneInvalid' }),
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

// The form's values are typed in values.ts (loaded before this file); yup must agree with them.
const agrees: (values: InferType<ReturnType<typeof volunteerSchema>>) => VolunteerValues = (
  values,
) => values;
void agrees;
