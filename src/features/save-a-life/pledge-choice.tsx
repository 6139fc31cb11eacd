import React, { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { RadioGroupField } from '../../components/form/radio-group-field';
import { SelectField } from '../../components/form/select-field';
import { PERIOD_OF_AMOUNT, toPledgeAmount } from './pledge-terms';
import type { PledgeFormValues } from './schema';
import * as styles from './save-a-life.module.css';

/**
 * The pledge itself. The period follows the amount and both selects are
 * disabled, so they show the terms without letting the visitor change them.
 */
export const PledgeChoice = ({ years }: { years: readonly [number, number] }) => {
  const { t } = useTranslation('save-a-life');
  const { register, setValue, watch } = useFormContext<PledgeFormValues>();
  const paidAmount = watch('paidAmount');

  useEffect(() => {
    setValue('period', PERIOD_OF_AMOUNT[toPledgeAmount(paidAmount)]);
  }, [paidAmount, setValue]);

  return (
    <div className={styles.choice}>
      <RadioGroupField
        legend={t('fields.paidAmount')}
        options={[
          { value: '250', label: t('amounts.monthly') },
          { value: '3000', label: t('amounts.oneTime') },
        ]}
        registration={register('paidAmount')}
        required
      />
      <div className={styles.terms}>
        <SelectField
          label={t('fields.period')}
          options={[
            { value: 'monthly', label: t('periods.monthly') },
            { value: 'one-time', label: t('periods.oneTime') },
          ]}
          registration={register('period')}
          disabled
        />
        <SelectField
          label={t('fields.pledgeYear')}
          options={years.map((year) => ({ value: String(year), label: String(year) }))}
          registration={register('pledgeYear')}
          disabled
        />
      </div>
      <p className={styles.termsNote}>{t('fields.periodHint')}</p>
    </div>
  );
};
