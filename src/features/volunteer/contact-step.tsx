import React from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { TextField } from '../../components/form/text-field';
import { findCity, type VolunteerValues } from './schema';
import * as styles from './volunteer-form.module.css';

interface ContactStepProps {
  form: UseFormReturn<VolunteerValues>;
  cities: ReadonlyArray<string>;
  errorText: (key?: string) => string | undefined;
}

const CITY_LIST_ID = 'volunteer-utah-cities';

/** Step 1: who the volunteer is and where they live. */
export const ContactStep = ({ form, cities, errorText }: ContactStepProps) => {
  const { t } = useTranslation('volunteer');
  const {
    register,
    setValue,
    formState: { errors },
  } = form;
  // "salt lake city" becomes the list's "Salt Lake City" once the visitor leaves the field.
  const city = register('city', {
    onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
      const match = findCity(cities, event.target.value);
      if (match && match !== event.target.value) setValue('city', match, { shouldValidate: true });
    },
  });
  return (
    <div className={styles.fields}>
      <TextField
        label={t('fields.fullname')}
        error={errorText(errors.fullname?.message)}
        registration={register('fullname')}
        autoComplete="name"
        required
      />
      <TextField
        label={t('fields.email')}
        error={errorText(errors.email?.message)}
        registration={register('email')}
        type="email"
        autoComplete="email"
        required
      />
      <TextField
        label={t('fields.phone')}
        error={errorText(errors.phone?.message)}
        registration={register('phone')}
        type="tel"
        autoComplete="tel"
        required
      />
      <TextField
        label={t('fields.city')}
        hint={cities.length > 0 ? t('fields.cityHint') : undefined}
        error={errorText(errors.city?.message)}
        registration={city}
        list={cities.length > 0 ? CITY_LIST_ID : undefined}
        autoComplete="off"
        required
      />
      {cities.length > 0 && (
        <datalist id={CITY_LIST_ID}>
          {cities.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      )}
    </div>
  );
};
