import React from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { TextField } from '../../components/form/text-field';
import { PhoneField } from '../../components/form/phone-field';
import { DIGITS_ONLY } from '../../components/form/phone-digits';
import { SelectField } from '../../components/form/select-field';
import { TextAreaField } from '../../components/form/text-area-field';
import { useFieldProps } from '../../components/form/field-props';
import { STATE_UTAH } from './pledge-terms';
import { PLEDGE_LIMITS } from './limits';
import type { PledgeFormValues } from './schema';
import * as styles from './save-a-life.module.css';

/** Who pledges: contact details (limits.ts) and optional comments. */
export const PledgerFields = () => {
  const { t } = useTranslation('save-a-life');
  const { register } = useFormContext<PledgeFormValues>();
  const field = useFieldProps<PledgeFormValues>();
  const common = (name: keyof typeof PLEDGE_LIMITS) => ({
    ...field(name),
    maxLength: PLEDGE_LIMITS[name],
  });
  return (
    <div className={styles.grid}>
      <TextField
        label={t('fields.name')}
        autoComplete="name"
        className={styles.wide}
        {...common('name')}
      />
      <TextField label={t('fields.email')} type="email" autoComplete="email" {...common('email')} />
      <PhoneField
        label={t('fields.phone')}
        hint={t('fields.phoneHint')}
        keep={DIGITS_ONLY}
        {...field('phone')}
      />
      <TextField
        label={t('fields.address')}
        autoComplete="address-line1"
        className={styles.wide}
        {...common('address')}
      />
      <TextField label={t('fields.city')} autoComplete="address-level2" {...common('city')} />
      <SelectField
        label={t('fields.state')}
        options={[{ value: STATE_UTAH, label: t('fields.utah') }]}
        registration={register('state')}
        autoComplete="address-level1"
        required
      />
      <TextField
        label={t('fields.zip')}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="postal-code"
        {...common('zip')}
      />
      <TextAreaField
        label={t('fields.comments')}
        hint={t('fields.optional')}
        registration={register('comments')}
        rows={4}
        className={styles.wide}
      />
    </div>
  );
};
