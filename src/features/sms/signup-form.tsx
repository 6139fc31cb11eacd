import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { CheckboxField } from '../../components/form/checkbox-field';
import { SubmitForm } from '../../components/form/submit-form';
import { signUpForTexts, type SmsSignupRequest } from './api';
import { ConsentNote } from './consent-note';
import { PhoneField } from '../../components/form/phone-field';
import { PHONE_EXAMPLE } from '../../lib/phone';
import { useSmsForm } from './use-sms-form';

interface SignupFormProps {
  /** The request as sent, so a resent code repeats the visitor's own choice. */
  onSignedUp: (request: SmsSignupRequest, lastFour: string) => void;
}

export const SignupForm = ({ onSignedUp }: SignupFormProps) => {
  const { t } = useTranslation('sms');
  const kit = useSmsForm({
    schema: () => import('./schema').then((module) => module.signupSchema),
    defaultValues: { phoneNumber: '', textSignup: false },
    send: signUpForTexts,
    onSuccess: ({ lastFour }, request) => onSignedUp(request, lastFour),
  });
  return (
    <SubmitForm
      kit={kit}
      submitLabel={t('signup.submit')}
      waitsFor={[{ name: 'phoneNumber', label: t('signup.phoneLabel') }]}
    >
      <PhoneField
        label={t('signup.phoneLabel')}
        hint={t('signup.phoneHint', { example: PHONE_EXAMPLE })}
        {...kit.fieldProps('phoneNumber')}
      />
      <CheckboxField
        label={t('consent.label')}
        hint={<ConsentNote />}
        {...kit.fieldProps('textSignup')}
      />
    </SubmitForm>
  );
};
