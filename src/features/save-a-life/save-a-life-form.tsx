import React, { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { SubmitButton } from '../../components/form/submit-button';
import { FormStatus } from '../../components/form/form-status';
import { useBotGuard } from '../../components/form/use-bot-guard';
import { useSubmission } from '../../components/form/use-submission';
import { Button } from '../../components/ui/button';
import { useFailureToast } from '../../components/form/toast-result';
import { useFormMessages } from '../../components/form/use-form-messages';
import { savePledge, toPledgeRequest } from './api';
import { leaveSiteFor } from './leave-site';
import { pledgePaymentUrl } from './payment-url';
import {
  DEFAULT_AMOUNT,
  PERIOD_OF_AMOUNT,
  STATE_UTAH,
  pledgeYears,
  toPledgeAmount,
} from './pledge-terms';
import { hasRequiredValues, pledgeSchema, type PledgeFormValues } from './schema';
import { PledgerFields } from './pledger-fields';
import { PledgeChoice } from './pledge-choice';
import * as styles from './save-a-life.module.css';

const defaultsFor = (year: number): PledgeFormValues => ({
  name: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: STATE_UTAH,
  zip: '',
  comments: '',
  paidAmount: String(DEFAULT_AMOUNT) as '250',
  period: PERIOD_OF_AMOUNT[DEFAULT_AMOUNT],
  pledgeYear: String(year),
});

/** The Save a Life pledge (spec points 3-5, 8): saved, then paid on the provider's page. */
export const SaveALifeForm = () => {
  const { t } = useTranslation('save-a-life');
  const messages = useFormMessages();
  const toastFailure = useFailureToast();
  const years = useMemo(() => pledgeYears(), []);
  const defaults = useMemo(() => defaultsFor(years[0]), [years]);
  const form = useForm<PledgeFormValues>({
    resolver: yupResolver(pledgeSchema),
    mode: 'onTouched',
    shouldFocusError: true,
    defaultValues: defaults,
  });
  const guard = useBotGuard();
  const { loading, run } = useSubmission();
  const [status, setStatus] = useState('');
  // Once the pledge is saved the browser is on its way to the payment page: the form stays
  // busy until it has gone, so a second click cannot save a second pledge.
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    // Back from the payment page out of the back/forward cache: the form is usable again.
    const onPageShow = (event: PageTransitionEvent) => event.persisted && setLeaving(false);
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
  const ready = hasRequiredValues(form.watch());

  const onSubmit = form.handleSubmit(
    (values) => {
      if (leaving) return;
      if (guard.isBot()) {
        setStatus(messages.retry);
        return;
      }
      setStatus('');
      void run(async () => {
        // A browser's autofill can beat the bot guard's minimum time: wait it out, silently.
        await guard.waitForFillTime();
        try {
          const { uid } = await savePledge(toPledgeRequest(values, years[0]));
          setLeaving(true);
          leaveSiteFor(pledgePaymentUrl(toPledgeAmount(values.paidAmount), uid));
        } catch (error) {
          // Spec point 8: loading reset (useSubmission) and an "Error" toast; the values stay.
          toastFailure(error, messages.titles.error);
        }
      });
    },
    () => setStatus(messages.invalid),
  );

  const onCancel = () => {
    form.reset(defaults);
    setStatus('');
  };

  return (
    <FormProvider {...form}>
      <form
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-labelledby="pledge-form-title"
      >
        <h2 id="pledge-form-title" className={styles.formTitle}>
          {t('form.title')}
        </h2>
        <guard.Honeypot />
        <PledgeChoice years={years} />
        <PledgerFields />
        <FormStatus message={status} tone={status ? 'error' : 'info'} />
        <div className={styles.actions}>
          <SubmitButton loading={loading || leaving} disabled={!ready} size="large">
            {t('form.submit')}
          </SubmitButton>
          <Button variant="outline" onClick={onCancel} disabled={loading || leaving}>
            {t('form.cancel')}
          </Button>
        </div>
        <p className={styles.note}>{t('form.paymentNote')}</p>
      </form>
    </FormProvider>
  );
};
