import React, { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/form/text-field';
import { SubmitButton } from '../../components/form/submit-button';
import { FormStatus } from '../../components/form/form-status';
import { useBotGuard } from '../../components/form/use-bot-guard';
import { useSubmission } from '../../components/form/use-submission';
import { useFormMessages } from '../../components/form/use-form-messages';
import { toastSuccess, useFailureToast } from '../../components/form/toast-result';
import { unsubscribeFromTexts } from './api';
import {
  PHONE_EXAMPLE,
  PHONE_MAX_LENGTH,
  unsubscribeSchema,
  type UnsubscribeValues,
} from './schema';
import * as styles from './sms-widget.module.css';

interface UnsubscribeFormProps {
  onUnsubscribed: () => void;
  onCancel: () => void;
}

export const UnsubscribeForm = ({ onUnsubscribed, onCancel }: UnsubscribeFormProps) => {
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
  } = useForm<UnsubscribeValues>({
    resolver: yupResolver(unsubscribeSchema),
    mode: 'onTouched',
    defaultValues: { phoneNumber: '' },
  });
  const errorText = (key?: string) => (key ? t(`errors.${key}`) : undefined);

  const onValid = ({ phoneNumber }: UnsubscribeValues) => {
    if (guard.isBot()) return setStatus(messages.retry);
    setStatus('');
    return run(async () => {
      // A browser's autofill can beat the bot guard's minimum time: wait it out, silently.
      await guard.waitForFillTime();
      try {
        const { message } = await unsubscribeFromTexts(phoneNumber);
        toastSuccess(messages.titles.success, message);
        onUnsubscribed();
      } catch (error) {
        toastFailure(error, messages.titles.error);
      }
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid, () => setStatus(messages.invalid))}>
      <guard.Honeypot />
      <TextField
        label={t('unsubscribe.phoneLabel')}
        hint={t('signup.phoneHint', { example: PHONE_EXAMPLE })}
        error={errorText(errors.phoneNumber?.message)}
        registration={register('phoneNumber')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={PHONE_MAX_LENGTH}
        required
      />
      <FormStatus message={status} />
      <div className={styles.actions}>
        <SubmitButton loading={loading} disabled={!isValid}>
          {t('unsubscribe.submit')}
        </SubmitButton>
        <Button variant="outline" onClick={onCancel} disabled={loading}>
          {t('unsubscribe.cancel')}
        </Button>
      </div>
    </form>
  );
};
