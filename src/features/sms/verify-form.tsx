import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { TextField } from '../../components/form/text-field';
import { SubmitButton } from '../../components/form/submit-button';
import { SiteForm } from '../../components/form/site-form';
import { useSiteForm } from '../../components/form/use-site-form';
import { verifySmsCode } from './api';
import { verifySchema } from './schema';
import * as styles from './sms-widget.module.css';

/** Spec point 4: a right code shows the server's message under "Success" and ends the flow. */
export const VerifyForm = ({ onVerified }: { onVerified: () => void }) => {
  const { t } = useTranslation('sms');
  const kit = useSiteForm({
    schema: verifySchema,
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
        <div className={styles.actions}>
          <SubmitButton loading={kit.loading} disabled={!kit.form.formState.isValid}>
            {t('verify.submit')}
          </SubmitButton>
        </div>
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
