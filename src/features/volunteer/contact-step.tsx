import React from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { TextField } from '../../components/form/text-field';
import { PhoneField } from '../../components/form/phone-field';
import { useFieldProps } from '../../components/form/field-props';
import { StaticDatalist } from '../../components/form/static-datalist';
import type { VolunteerValues } from './values';
import { findCity } from './values';
import * as styles from './volunteer-form.module.css';

const CITY_LIST_ID = 'volunteer-utah-cities';

/** Step 1: who the volunteer is and where they live. */
export const ContactStep = ({ cities }: { cities: ReadonlyArray<string> }) => {
  const { t } = useTranslation('volunteer');
  const { setValue } = useFormContext<VolunteerValues>();
  const field = useFieldProps<VolunteerValues>();
  // "salt lake city" becomes the list's "Salt Lake City" once the visitor leaves the field.
  const city = field('city', {
    onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
      const match = findCity(cities, event.target.value);
      if (match && match !== event.target.value) setValue('city', match, { shouldValidate: true });
    },
  });
  return (
    <div className={styles.fields}>
      <TextField label={t('fields.fullname')} autoComplete="name" {...field('fullname')} />
      <TextField label={t('fields.email')} type="email" autoComplete="email" {...field('email')} />
      <PhoneField label={t('fields.phone')} {...field('phone')} />
      <TextField
        label={t('fields.city')}
        hint={cities.length > 0 ? t('fields.cityHint') : undefined}
        list={cities.length > 0 ? CITY_LIST_ID : undefined}
        autoComplete="off"
        {...city}
      />
      {cities.length > 0 && <StaticDatalist id={CITY_LIST_ID} options={cities} />}
    </div>
  );
};
