import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { TextField } from '../../components/form/text-field';
import { useFieldProps } from '../../components/form/field-props';
import { PHONE_EXAMPLE, PHONE_INPUT_MAX_LENGTH } from '../../lib/phone';

/** The phone number of the sign-up and unsubscribe forms: the site's one phone rule (issue 27). */
export const PhoneField = ({ label }: { label: string }) => {
  const { t } = useTranslation('sms');
  const field = useFieldProps<{ phoneNumber: string }>();
  return (
    <TextField
      label={label}
      hint={t('signup.phoneHint', { example: PHONE_EXAMPLE })}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={PHONE_INPUT_MAX_LENGTH}
      {...field('phoneNumber')}
    />
  );
};
