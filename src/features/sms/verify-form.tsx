import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { TextField } from '../../components/form/text-field';
import { SubmitForm } from '../../components/form/submit-form';
import { verifySmsCode } from './api';
import { useSmsForm } from './use-sms-form';

/** A right code shows the server's message under "Success" and ends the flow. */
export const VerifyForm = ({ onVerified }: { onVerified: () => void }) => {
  const { t } = useTranslation('sms');
  const kit = useSmsForm({
    schema: () => import('./schema').then((module) => module.verifySchema),
    defaultValues: { code: '' },
    send: ({ code }) => verifySmsCode(code),
    successMessage: ({ message }) => message,
    onSuccess: onVerified,
  });
  return (
    <SubmitForm
      kit={kit}
      submitLabel={t('verify.submit')}
      waitsFor={[{ name: 'code', label: t('verify.codeLabel') }]}
    >
      <TextField
        label={t('verify.codeLabel')}
        hint={t('verify.codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        {...kit.fieldProps('code')}
      />
    </SubmitForm>
  );
};
