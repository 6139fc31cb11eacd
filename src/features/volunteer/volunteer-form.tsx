import React, { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Button } from '../../components/ui/button';
import { SubmitButton } from '../../components/form/submit-button';
import { FormStatus } from '../../components/form/form-status';
import { useBotGuard } from '../../components/form/use-bot-guard';
import { useSubmission } from '../../components/form/use-submission';
import { useFormMessages } from '../../components/form/use-form-messages';
import { toastSuccess, useFailureToast } from '../../components/form/toast-result';
import { sendVolunteer } from './api';
import {
  EMPTY_VOLUNTEER,
  STEP1_FIELDS,
  step1Schema,
  toVolunteerRequest,
  volunteerSchema,
  type VolunteerValues,
} from './schema';
import { StepProgress } from './step-progress';
import { ContactStep } from './contact-step';
import { PreferencesStep } from './preferences-step';
import { useCitiesWarning } from './use-cities-warning';
import * as styles from './volunteer-form.module.css';

/** Spec point 4: the two-step volunteer form (50% then 100%), reset to step 1 after success. */
export const VolunteerForm = ({ cities }: { cities: ReadonlyArray<string> }) => {
  const { t } = useTranslation('volunteer');
  const messages = useFormMessages();
  const toastFailure = useFailureToast();
  const guard = useBotGuard();
  const { loading, run } = useSubmission();
  const [step, setStep] = useState<1 | 2>(1);
  const [status, setStatus] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);
  const schema = useMemo(() => volunteerSchema(cities), [cities]);
  const form = useForm<VolunteerValues>({
    resolver: yupResolver(schema),
    mode: 'onTouched',
    defaultValues: EMPTY_VOLUNTEER,
  });
  useCitiesWarning(cities);
  const errorText = (key?: string) => (key ? t(`errors.${key}`) : undefined);
  const step1 = form.watch(STEP1_FIELDS);
  const step1Valid = useMemo(
    () =>
      step1Schema(cities).isValidSync(
        Object.fromEntries(STEP1_FIELDS.map((name, i) => [name, step1[i]])),
      ),
    [cities, step1],
  );

  useEffect(() => {
    if (stepChanged.current) heading.current?.focus({ preventScroll: step === 1 });
  }, [step]);
  const goTo = (next: 1 | 2) => {
    stepChanged.current = true;
    setStatus('');
    if (next === 1) window.scrollTo({ top: 0 });
    setStep(next);
  };
  const next = async () => {
    if (await form.trigger(STEP1_FIELDS, { shouldFocus: true })) goTo(2);
  };

  const onValid = (values: VolunteerValues) => {
    if (guard.isBot()) return setStatus(messages.retry);
    setStatus('');
    return run(async () => {
      // A browser's autofill can beat the bot guard's minimum time: wait it out, silently.
      await guard.waitForFillTime();
      try {
        await sendVolunteer(toVolunteerRequest(values));
        toastSuccess(messages.titles.success, t('success'));
        form.reset(EMPTY_VOLUNTEER);
        goTo(1);
      } catch (error) {
        toastFailure(error, messages.titles.attention, 'warning');
      }
    });
  };
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (step === 2) return form.handleSubmit(onValid, () => setStatus(messages.invalid))(event);
    // Enter in a step 1 field means "Next", never "send".
    event.preventDefault();
    if (step1Valid) void next();
  };

  return (
    <form noValidate onSubmit={onSubmit} className={styles.form}>
      <guard.Honeypot />
      <StepProgress step={step} />
      <h2 ref={heading} tabIndex={-1} className={styles.heading}>
        {t(`steps.${step === 1 ? 'contact' : 'preferences'}`)}
      </h2>
      {step === 1 ? (
        <ContactStep form={form} cities={cities} errorText={errorText} />
      ) : (
        <PreferencesStep form={form} errorText={errorText} />
      )}
      <FormStatus message={status} />
      <div className={styles.actions}>
        {step === 1 ? (
          <Button variant="secondary" disabled={!step1Valid} onClick={() => void next()}>
            {t('next')}
          </Button>
        ) : (
          <>
            <Button variant="outline" onClick={() => goTo(1)} disabled={loading}>
              {t('back')}
            </Button>
            <SubmitButton loading={loading}>{t('submit')}</SubmitButton>
          </>
        )}
      </div>
    </form>
  );
};
