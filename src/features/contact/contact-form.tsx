import React, { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { TextField } from '../../components/form/text-field';
import { TextAreaField } from '../../components/form/text-area-field';
import { RadioGroupField } from '../../components/form/radio-group-field';
import { SubmitButton } from '../../components/form/submit-button';
import { FormStatus } from '../../components/form/form-status';
import { useBotGuard } from '../../components/form/use-bot-guard';
import { useSubmission } from '../../components/form/use-submission';
import { useFormMessages } from '../../components/form/use-form-messages';
import { toastSuccess, useFailureToast } from '../../components/form/toast-result';
import { sendContact } from './api';
import { contactSchema, EMPTY_CONTACT, toContactRequest, type ContactValues } from './schema';
import * as styles from './contact-form.module.css';

/** Spec points 4, 5 and 8: the contact form; reset and scroll to the top after success. */
export const ContactForm = () => {
  const { t } = useTranslation('contact-us');
  const messages = useFormMessages();
  const toastFailure = useFailureToast();
  const guard = useBotGuard();
  const { loading, run } = useSubmission();
  const [status, setStatus] = useState('');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isValid },
  } = useForm<ContactValues>({
    resolver: yupResolver(contactSchema),
    mode: 'onTouched',
    defaultValues: EMPTY_CONTACT,
  });
  const errorText = (key?: string) => (key ? t(`errors.${key}`) : undefined);

  const onValid = (values: ContactValues) => {
    if (guard.isBot()) return setStatus(messages.retry);
    setStatus('');
    return run(async () => {
      // A browser's autofill can beat the bot guard's minimum time: wait it out, silently.
      await guard.waitForFillTime();
      try {
        await sendContact(toContactRequest(values));
        toastSuccess(messages.titles.success, t('success'));
        reset(EMPTY_CONTACT);
        window.scrollTo({ top: 0 });
      } catch (error) {
        toastFailure(error, messages.titles.attention, 'warning');
      }
    });
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid, () => setStatus(messages.invalid))}
      className={styles.form}
    >
      <guard.Honeypot />
      <div className={styles.pair}>
        <TextField
          label={t('fields.firstName')}
          error={errorText(errors.firstName?.message)}
          registration={register('firstName')}
          autoComplete="given-name"
          required
        />
        <TextField
          label={t('fields.lastName')}
          error={errorText(errors.lastName?.message)}
          registration={register('lastName')}
          autoComplete="family-name"
          required
        />
        <TextField
          label={t('fields.email')}
          error={errorText(errors.email?.message)}
          registration={register('email')}
          type="email"
          autoComplete="email"
          required
        />
        <TextField
          label={t('fields.phone')}
          error={errorText(errors.phone?.message)}
          registration={register('phone')}
          type="tel"
          autoComplete="tel"
          required
        />
      </div>
      <TextField
        label={t('fields.subject')}
        error={errorText(errors.subject?.message)}
        registration={register('subject')}
        required
      />
      <TextAreaField
        label={t('fields.comments')}
        error={errorText(errors.comments?.message)}
        registration={register('comments')}
        rows={6}
        required
      />
      <RadioGroupField
        legend={t('fields.optIn')}
        hint={t('fields.optInHint')}
        options={[
          { value: 'yes', label: t('fields.yes') },
          { value: 'no', label: t('fields.no') },
        ]}
        error={errorText(errors.optIn?.message)}
        registration={register('optIn')}
        inline
        required
      />
      <FormStatus message={status} />
      <SubmitButton loading={loading} disabled={!isValid}>
        {t('submit')}
      </SubmitButton>
    </form>
  );
};
