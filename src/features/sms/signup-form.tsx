import React, { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { TextField } from '../../components/form/text-field';
import { CheckboxField } from '../../components/form/checkbox-field';
import { SubmitButton } from '../../components/form/submit-button';
import { FormStatus } from '../../components/form/form-status';
import { useBotGuard } from '../../components/form/use-bot-guard';
import { useSubmission } from '../../components/form/use-submission';
import { useFormMessages } from '../../components/form/use-form-messages';
import { useFailureToast } from '../../components/form/toast-result';
import { signUpForTexts } from './api';
import { ConsentNote } from './consent-note';
import { PHONE_EXAMPLE, PHONE_MAX_LENGTH, signupSchema, type SignupValues } from './schema';
import * as styles from './sms-widget.module.css';

interface SignupFormProps {
  onSignedUp: (phoneNumber: string, lastFour: string) => void;
}

export const SignupForm = ({ onSignedUp }: SignupFormProps) => {
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
  } = useForm<SignupValues>({
    resolver: yupResolver(signupSchema),
    mode: 'onTouched',
    defaultValues: { phoneNumber: '', textSignup: false },
  });
  const errorText = (key?: string) => (key ? t(`errors.${key}`) : undefined);

  const onValid = ({ phoneNumber, textSignup }: SignupValues) => {
    if (guard.isBot()) return setStatus(messages.retry);
    setStatus('');
    return run(async () => {
      // A browser's autofill can beat the bot guard's minimum time: wait it out, silently.
      await guard.waitForFillTime();
      try {
        const { lastFour } = await signUpForTexts({ phoneNumber, textSignup });
        onSignedUp(phoneNumber, lastFour);
      } catch (error) {
        toastFailure(error, messages.titles.error);
      }
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid, () => setStatus(messages.invalid))}>
      <guard.Honeypot />
      <TextField
        label={t('signup.phoneLabel')}
        hint={t('signup.phoneHint', { example: PHONE_EXAMPLE })}
        error={errorText(errors.phoneNumber?.message)}
        registration={register('phoneNumber')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={PHONE_MAX_LENGTH}
        required
      />
      <CheckboxField
        label={t('consent.label')}
        hint={<ConsentNote />}
        error={errorText(errors.textSignup?.message)}
        registration={register('textSignup')}
        required
      />
      <FormStatus message={status} />
      <div className={styles.actions}>
        <SubmitButton loading={loading} disabled={!isValid}>
          {t('signup.submit')}
        </SubmitButton>
      </div>
    </form>
  );
};
