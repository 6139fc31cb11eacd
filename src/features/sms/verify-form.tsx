import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { TextField } from '../../components/form/text-field';
import { SiteForm } from '../../components/form/site-form';
import { useSiteForm } from '../../components/form/use-site-form';
import { verifySmsCode } from './api';
import { SmsActions } from './sms-actions';

/** A right code shows the server's message under "Success" and ends the flow. */
const loadSchema = () => import('./schema').then((module) => module.verifySchema);

export const VerifyForm = ({ onVerified }: { onVerified: () => void }) => {
  const { t } = useTranslation('sms');
  const kit = useSiteForm({
    schema: loadSchema,
    defaultValues: { code: '' },
    namespace: 'sms',
    send: ({ code }) => verifySmsCode(code),
    failureTitle: 'error',
    successMessage: ({ message }) => message,
    onSuccess: onVerified,
  });
  return (
    <SiteForm
      kit={kit}
      footer={
        <SmsActions
          kit={kit}
          submitLabel={t('verify.submit')}
          required={[{ name: 'code', label: t('verify.codeLabel') }]}
        />
      }
    >
      <TextField
        label={t('verify.codeLabel')}
        hint={t('verify.codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        {...kit.fieldProps('code')}
      />
    </SiteForm>
  );
};
