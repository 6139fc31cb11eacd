import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Button } from '../../components/ui/button';
import { SiteForm } from '../../components/form/site-form';
import { useSiteForm } from '../../components/form/use-site-form';
import { unsubscribeFromTexts } from './api';
import { PhoneField } from '../../components/form/phone-field';
import { PHONE_EXAMPLE } from '../../lib/phone';
import { SmsActions } from './sms-actions';

const loadSchema = () => import('./schema').then((module) => module.unsubscribeSchema);

interface UnsubscribeFormProps {
  onUnsubscribed: () => void;
  onCancel: () => void;
}

/** Toggled by a link, can be cancelled; success shows the server's message. */
export const UnsubscribeForm = ({ onUnsubscribed, onCancel }: UnsubscribeFormProps) => {
  const { t } = useTranslation('sms');
  const kit = useSiteForm({
    schema: loadSchema,
    defaultValues: { phoneNumber: '' },
    namespace: 'sms',
    send: ({ phoneNumber }) => unsubscribeFromTexts(phoneNumber),
    failureTitle: 'error',
    successMessage: ({ message }) => message,
    onSuccess: onUnsubscribed,
  });
  return (
    <SiteForm
      kit={kit}
      footer={
        <SmsActions
          kit={kit}
          submitLabel={t('unsubscribe.submit')}
          required={[{ name: 'phoneNumber', label: t('unsubscribe.phoneLabel') }]}
        >
          <Button variant="outline" onClick={onCancel} disabled={kit.loading}>
            {t('unsubscribe.cancel')}
          </Button>
        </SmsActions>
      }
    >
      <PhoneField
        label={t('unsubscribe.phoneLabel')}
        hint={t('signup.phoneHint', { example: PHONE_EXAMPLE })}
        {...kit.fieldProps('phoneNumber')}
      />
    </SiteForm>
  );
};
