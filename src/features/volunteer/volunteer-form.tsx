import React, { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Button } from '../../components/ui/button';
import { SubmitButton } from '../../components/form/submit-button';
import { SiteForm } from '../../components/form/site-form';
import { useSiteForm } from '../../components/form/use-site-form';
import { ShareAfter } from '../../components/share/share-after';
import { recordAction } from '../../lib/record-action';
import { sendVolunteer } from './api';
import { EMPTY_VOLUNTEER, STEP1_FIELDS, toVolunteerRequest } from './values';
import { StepProgress } from './step-progress';
import { ContactStep } from './contact-step';
import { PreferencesStep } from './preferences-step';
import { useCitiesWarning } from './use-cities-warning';
import * as styles from './volunteer-form.module.css';

/** The two-step volunteer form (50% then 100%), reset to step 1 after success. */
export const VolunteerForm = ({ cities }: { cities: ReadonlyArray<string> }) => {
  const { t } = useTranslation('volunteer');
  const [step, setStep] = useState<1 | 2>(1);
  const [sent, setSent] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);
  const kit = useSiteForm({
    // The rules need the page's cities; yup itself loads on the first touch of the form.
    schema: () => import('./schema').then((module) => module.volunteerSchema(cities)),
    defaultValues: EMPTY_VOLUNTEER,
    namespace: 'volunteer',
    send: (values) => sendVolunteer(toVolunteerRequest(values)),
    failureTitle: 'attention',
    successMessage: () => t('success'),
    resetOnSuccess: true,
    // Back to step 1 without focusing its heading: the share panel above takes the focus.
    onSuccess: () => {
      stepChanged.current = false;
      setStep(1);
      setSent(true);
      void recordAction('volunteer');
    },
  });
  const { form } = kit;
  useCitiesWarning(cities);
  const step1 = form.watch(STEP1_FIELDS);
  // Next stays disabled until the rules have arrived (they do on the first touch of the form).
  const step1Valid = useMemo(
    () =>
      kit.schema
        ?.pick([...STEP1_FIELDS])
        .isValidSync(Object.fromEntries(STEP1_FIELDS.map((name, i) => [name, step1[i]]))) === true,
    [kit.schema, step1],
  );

  useEffect(() => {
    if (stepChanged.current) heading.current?.focus({ preventScroll: step === 1 });
  }, [step]);
  const goTo = (next: 1 | 2) => {
    stepChanged.current = true;
    kit.clearStatus();
    if (next === 1) window.scrollTo({ top: 0 });
    setStep(next);
  };
  const next = async () => {
    if (await form.trigger(STEP1_FIELDS, { shouldFocus: true })) goTo(2);
  };
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (step === 2) return void kit.onSubmit(event);
    // Enter in a step 1 field means "Next", never "send".
    event.preventDefault();
    if (step1Valid) void next();
  };

  return (
    <ShareAfter shown={sent} action="volunteer" path="/volunteer/">
      <SiteForm
        kit={kit}
        onSubmit={onSubmit}
        className={styles.form}
        footer={
          <div className={styles.actions}>
            {step === 1 ? (
              <Button variant="secondary" disabled={!step1Valid} onClick={() => void next()}>
                {t('next')}
              </Button>
            ) : (
              <>
                <Button variant="outline" onClick={() => goTo(1)} disabled={kit.loading}>
                  {t('back')}
                </Button>
                <SubmitButton loading={kit.loading}>{t('submit')}</SubmitButton>
              </>
            )}
          </div>
        }
      >
        <StepProgress step={step} />
        <h2 ref={heading} tabIndex={-1} className={styles.heading}>
          {t(`steps.${step === 1 ? 'contact' : 'preferences'}`)}
        </h2>
        {step === 1 ? <ContactStep cities={cities} /> : <PreferencesStep />}
      </SiteForm>
    </ShareAfter>
  );
};
