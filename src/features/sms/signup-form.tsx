import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { CheckboxField } from '../../components/form/checkbox-field';
import { SiteForm } from '../../components/form/site-form';
import { useSiteForm } from '../../components/form/use-site-form';
import { signUpForTexts, type SmsSignupRequest } from './api';
import { ConsentNote } from './consent-note';
import { PhoneField } from '../../components/form/phone-field';
import { PHONE_EXAMPLE } from '../../lib/phone';
import { SmsActions } from './sms-actions';

const loadSchema = () => import('./schema').then((module) => module.signupSchema);

interface SignupFormProps {
  /** The request as sent, so a resent code repeats the visitor's own choice. */
  onSignedUp: (request: SmsSignupRequest, lastFour: string) => void;
}

export const SignupForm = ({ onSignedUp }: SignupFormProps) => {
  const { t } = useTranslation('sms');
  const kit = useSiteForm({
    schema: loadSchema,
    defaultValues: { phoneNumber: '', textSignup: false },
    namespace: 'sms',
    send: signUpForTexts,
    failureTitle: 'error',
    onSuccess: ({ lastFour }, request) => onSignedUp(request, lastFour),
  });
  return (
    <SiteForm
      kit={kit}
      footer={
        <SmsActions
          kit={kit}
          submitLabel={t('signup.submit')}
          required={[{ name: 'phoneNumber', label: t('signup.phoneLabel') }]}
        />
      }
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
    </SiteForm>
  );
};
