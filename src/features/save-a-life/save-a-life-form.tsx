import React, { useEffect, useMemo } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { SubmitButton } from '../../components/form/submit-button';
import { SiteForm } from '../../components/form/site-form';
import { LazyMissingFields } from '../../components/form/lazy-missing-fields';
import { useSiteForm } from '../../components/form/use-site-form';
import { Button } from '../../components/ui/button';
import { savePledge, toPledgeRequest } from './api';
import { rememberAction } from '../../components/share/remembered-action';
import { recordAction } from '../../lib/record-action';
import { leaveSiteFor } from './leave-site';
import { pledgePaymentUrl } from './payment-url';
import {
  DEFAULT_AMOUNT,
  PERIOD_OF_AMOUNT,
  STATE_UTAH,
  pledgeYears,
  toPledgeAmount,
} from './pledge-terms';
import { hasRequiredValues } from './limits';
import type { PledgeFormValues } from './schema';
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

const loadSchema = () => import('./schema').then((module) => module.pledgeSchema);

/** The Save a Life pledge: saved, then paid on the provider's page. */
export const SaveALifeForm = () => {
  const { t } = useTranslation('save-a-life');
  const years = useMemo(() => pledgeYears(), []);
  const defaults = useMemo(() => defaultsFor(years[0]), [years]);
  const kit = useSiteForm({
    schema: loadSchema,
    defaultValues: defaults,
    namespace: 'save-a-life',
    send: (values) => savePledge(toPledgeRequest(values, years[0])),
    failureTitle: 'error',
    // Once the pledge is saved the browser is on its way to the payment page: the form stays
    // busy until it has gone, so a second click cannot save a second pledge.
    staysBusyAfterSuccess: true,
    onSuccess: ({ uid }, values) => {
      // The share panel shows when the visitor comes back from the payment page.
      rememberAction('pledge');
      // Counted before the browser leaves for the payment page.
      void recordAction('pledge').then(() =>
        leaveSiteFor(pledgePaymentUrl(toPledgeAmount(values.paidAmount), uid)),
      );
    },
    showValidOnceTouched: true,
  });
  const { release } = kit;
  useEffect(() => {
    // Back from the payment page out of the back/forward cache: the form is usable again.
    const onPageShow = (event: PageTransitionEvent) => event.persisted && release();
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [release]);

  const incomplete = !hasRequiredValues(kit.form.watch());
  const waiting = incomplete && !kit.loading;

  const onCancel = () => {
    kit.form.reset(defaults);
    kit.clearStatus();
  };

  return (
    <SiteForm
      kit={kit}
      className={styles.form}
      aria-labelledby="pledge-form-title"
      footer={
        <>
          <div className={styles.actions}>
            <SubmitButton
              loading={kit.loading}
              disabled={incomplete}
              size="large"
              aria-describedby={waiting && kit.schema ? 'pledge-missing' : undefined}
            >
              {t('form.submit')}
            </SubmitButton>
            <Button variant="outline" onClick={onCancel} disabled={kit.loading}>
              {t('form.cancel')}
            </Button>
          </div>
          <LazyMissingFields
            id="pledge-missing"
            form={kit.form}
            schema={kit.schema}
            shown={waiting}
            fields={[
              { name: 'name', label: t('fields.name') },
              { name: 'email', label: t('fields.email') },
              { name: 'phone', label: t('fields.phone') },
              { name: 'address', label: t('fields.address') },
              { name: 'city', label: t('fields.city') },
              { name: 'zip', label: t('fields.zip') },
            ]}
          />
          <p className={styles.note}>{t('form.paymentNote')}</p>
        </>
      }
    >
      <h2 id="pledge-form-title" className={styles.formTitle}>
        {t('form.title')}
      </h2>
      <PledgeChoice years={years} />
      <PledgerFields />
    </SiteForm>
  );
};
