import React, { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { TextField } from '../../components/form/text-field';
import { SubmitButton } from '../../components/form/submit-button';
import { FormStatus } from '../../components/form/form-status';
import { useBotGuard } from '../../components/form/use-bot-guard';
import { useSubmission } from '../../components/form/use-submission';
import { useFormMessages } from '../../components/form/use-form-messages';
import { toastSuccess, useFailureToast } from '../../components/form/toast-result';
import { verifySmsCode } from './api';
import { verifySchema, type VerifyValues } from './schema';
import * as styles from './sms-widget.module.css';

interface VerifyFormProps {
  onVerified: () => void;
}

export const VerifyForm = ({ onVerified }: VerifyFormProps) => {
  const { t } = useTranslation('sms');
  const messages = useFormMessages();
  const toastFailure = useFailureToast();
  const guard = useBotGuard();
  const { loading, run } = useSubmission();
  const [status, setStatus] = useState('');
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<VerifyValues>({
    resolver: yupResolver(verifySchema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  const errorText = (key?: string) => (key ? t(`errors.${key}`) : undefined);

  const onValid = ({ code }: VerifyValues) => {
    if (guard.isBot()) return setStatus(messages.retry);
    setStatus('');
    return run(async () => {
      // A browser's autofill can beat the bot guard's minimum time: wait it out, silently.
      await guard.waitForFillTime();
      try {
        const { message } = await verifySmsCode(code);
        toastSuccess(messages.titles.success, message);
        onVerified();
      } catch (error) {
        toastFailure(error, messages.titles.error);
      }
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid, () => setStatus(messages.invalid))}>
      <guard.Honeypot />
      <TextField
        label={t('verify.codeLabel')}
        hint={t('verify.codeHint')}
        error={errorText(errors.code?.message)}
        registration={register('code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
      />
      <FormStatus message={status} />
      <div className={styles.actions}>
        <SubmitButton loading={loading} disabled={!isValid}>
          {t('verify.submit')}
        </SubmitButton>
      </div>
    </form>
  );
};
