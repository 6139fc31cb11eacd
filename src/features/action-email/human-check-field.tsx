import React from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { TextField } from '../../components/form/text-field';
import type { LegislatorMessageValues } from './schema';
import { useFieldProps } from '../../components/form/field-props';

/** "What is A + B?", with two fresh digits from 1 to 9 for every message. */
export const HumanCheckField = () => {
  const { t } = useTranslation('action-email');
  const field = useFieldProps<LegislatorMessageValues>();
  const { watch } = useFormContext<LegislatorMessageValues>();
  const [humanA, humanB] = watch(['humanA', 'humanB']);
  return (
    <TextField
      label={t('form.humanCheck', { a: humanA, b: humanB })}
      hint={t('form.humanCheckHint')}
      inputMode="numeric"
      autoComplete="off"
      {...field('humanAnswer')}
    />
  );
};
