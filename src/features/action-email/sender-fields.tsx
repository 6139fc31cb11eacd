import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { TextField } from '../../components/form/text-field';
import { useFieldProps } from '../../components/form/field-props';
import type { LegislatorMessageValues } from './schema';
import * as styles from './action-email.module.css';

/** Who writes: the legislators are found from this Utah address, so it is all required. */
export const SenderFields = () => {
  const { t } = useTranslation('action-email');
  const field = useFieldProps<LegislatorMessageValues>();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('form.aboutYou')}</legend>
      <div className={styles.grid}>
        <TextField label={t('form.fullName')} autoComplete="name" {...field('fullName')} />
        <TextField label={t('form.email')} type="email" autoComplete="email" {...field('email')} />
        <TextField
          label={t('form.address')}
          autoComplete="address-line1"
          className={styles.wide}
          {...field('address')}
        />
        <TextField label={t('form.city')} autoComplete="address-level2" {...field('city')} />
        <div className={styles.pair}>
          <div className={styles.state}>
            <span className={styles.stateLabel}>{t('form.state')}</span>
            <span className={styles.stateValue}>{t('form.utah')}</span>
          </div>
          <TextField
            label={t('form.zip')}
            inputMode="numeric"
            autoComplete="postal-code"
            {...field('zip')}
          />
        </div>
      </div>
    </fieldset>
  );
};
