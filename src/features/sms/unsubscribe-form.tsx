import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Button } from '../../components/ui/button';
import { SubmitForm } from '../../components/form/submit-form';
import { unsubscribeFromTexts } from './api';
import { PhoneField } from '../../components/form/phone-field';
import { PHONE_EXAMPLE } from '../../lib/phone';
import { useSmsForm } from './use-sms-form';

interface UnsubscribeFormProps {
  onUnsubscribed: () => void;
  onCancel: () => void;
}

/** Toggled by a link, can be cancelled; success shows the server's message. */
export const UnsubscribeForm = ({ onUnsubscribed, onCancel }: UnsubscribeFormProps) => {
  const { t } = useTranslation('sms');
  const kit = useSmsForm({
    schema: () => import('./schema').then((module) => module.unsubscribeSchema),
    defaultValues: { phoneNumber: '' },
    send: ({ phoneNumber }) => unsubscribeFromTexts(phoneNumber),
    successMessage: ({ message }) => message,
    onSuccess: onUnsubscribed,
  });
  return (
    <SubmitForm
      kit={kit}
      submitLabel={t('unsubscribe.submit')}
      waitsFor={[{ name: 'phoneNumber', label: t('unsubscribe.phoneLabel') }]}
      beside={
        <Button variant="outline" onClick={onCancel} disabled={kit.loading}>
          {t('unsubscribe.cancel')}
        </Button>
      }
    >
      <PhoneField
        label={t('unsubscribe.phoneLabel')}
        hint={t('signup.phoneHint', { example: PHONE_EXAMPLE })}
        {...kit.fieldProps('phoneNumber')}
      />
    </SubmitForm>
  );
};
