import React, { useCallback, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { FormStatus } from '../../components/form/form-status';
import { SubmitButton } from '../../components/form/submit-button';
import { SwitchField } from '../../components/form/switch-field';
import { useBotGuard } from '../../components/form/use-bot-guard';
import { useSubmission } from '../../components/form/use-submission';
import { toastSuccess, useFailureToast } from '../../components/form/toast-result';
import { useFormMessages } from '../../components/form/use-form-messages';
import { actionEmailIdOf, sendLegislatorMessage, type ActionEmail } from './api';
import { htmlToPlainText } from './html-to-text';
import { newHumanCheck, parseAnswer } from './human-check';
import { canSend, legislatorMessageSchema, type LegislatorMessageValues } from './schema';
import { SenderFields } from './sender-fields';
import { MessageFields } from './message-fields';
import { HumanCheckField } from './human-check-field';
import * as styles from './action-email.module.css';

/** A fresh form: the action email's title and text prefilled, new digits, contact allowed. */
const freshValues = (email: ActionEmail): LegislatorMessageValues => ({
  fullName: '',
  email: '',
  address: '',
  city: '',
  zip: '',
  subject: email.title,
  message: htmlToPlainText(email.actionEmail),
  humanAnswer: '',
  ...newHumanCheck(),
  allowContact: true,
});

interface LegislatorMessageFormProps {
  actionEmailId: string;
  email: ActionEmail;
}

export const LegislatorMessageForm = ({ actionEmailId, email }: LegislatorMessageFormProps) => {
  const { t } = useTranslation('action-email');
  const messages = useFormMessages();
  const toastFailure = useFailureToast();
  const [initialValues] = useState(() => freshValues(email));
  const form = useForm<LegislatorMessageValues>({
    resolver: yupResolver(legislatorMessageSchema),
    mode: 'onTouched',
    shouldFocusError: true,
    defaultValues: initialValues,
  });
  const guard = useBotGuard();
  const { loading, run } = useSubmission();
  const [status, setStatus] = useState('');
  const ready = canSend(form.watch());
  const { reset } = form;

  const send = useCallback(
    (values: LegislatorMessageValues) =>
      run(async () => {
        // A browser's autofill can beat the bot guard's minimum time: wait it out, silently.
        await guard.waitForFillTime();
        try {
          await sendLegislatorMessage({
            actionEmailId: actionEmailIdOf(actionEmailId),
            fullName: values.fullName.trim(),
            email: values.email.trim(),
            address: values.address.trim(),
            city: values.city.trim(),
            zip: values.zip.trim(),
            subject: values.subject.trim(),
            message: values.message.trim(),
            allowContact: values.allowContact,
            humanAnswer: parseAnswer(values.humanAnswer),
            humanA: values.humanA,
            humanB: values.humanB,
          });
          toastSuccess(messages.titles.success, t('toast.sent'));
          reset(freshValues(email));
        } catch (error) {
          // Spec point 8: the server's message under "Error"; every value stays.
          toastFailure(error, messages.titles.error);
        }
      }),
    [actionEmailId, email, guard, messages, reset, run, t, toastFailure],
  );

  const onSubmit = form.handleSubmit(
    (values) => {
      if (guard.isBot()) return setStatus(messages.retry);
      setStatus('');
      return send(values);
    },
    () => setStatus(messages.invalid),
  );

  return (
    <FormProvider {...form}>
      <form
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-labelledby="action-form-title"
      >
        <h2 id="action-form-title" className={styles.formTitle}>
          {t('form.title')}
        </h2>
        <p className={styles.required}>{t('form.allRequired')}</p>
        <guard.Honeypot />
        <SenderFields />
        <MessageFields />
        <HumanCheckField />
        <SwitchField label={t('form.allowContact')} registration={form.register('allowContact')} />
        <FormStatus message={status} tone={status ? 'error' : 'info'} />
        <SubmitButton loading={loading} disabled={!ready} size="large">
          {t('form.send')}
        </SubmitButton>
      </form>
    </FormProvider>
  );
};
