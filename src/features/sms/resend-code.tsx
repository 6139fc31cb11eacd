import React, { useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { SubmitButton } from '../../components/form/submit-button';
import { FormStatus } from '../../components/form/form-status';
import { useSubmission } from '../../components/form/use-submission';
import { useFormMessages } from '../../components/form/use-form-messages';
import { useFailureToast } from '../../components/form/toast-result';
import { signUpForTexts, type SmsSignupRequest } from './api';
import { useCooldown } from './use-cooldown';
import * as styles from './sms-widget.module.css';

export const RESEND_COOLDOWN_SECONDS = 30;
export const MAX_RESENDS = 3;

interface ResendCodeProps {
  /** The sign-up as the visitor sent it: a new code must not change their text-alert choice. */
  signup: SmsSignupRequest;
  onResent: (lastFour: string) => void;
}

/** A new code after a cooldown, at most MAX_RESENDS times, so the number is not flooded. */
export const ResendCode = ({ signup, onResent }: ResendCodeProps) => {
  const { t } = useTranslation('sms');
  const messages = useFormMessages();
  const toastFailure = useFailureToast();
  const { remaining, restart } = useCooldown(RESEND_COOLDOWN_SECONDS);
  const { loading, run } = useSubmission();
  const [resends, setResends] = useState(0);
  const [status, setStatus] = useState('');
  const exhausted = resends >= MAX_RESENDS;

  const resend = () =>
    run(async () => {
      try {
        const { lastFour } = await signUpForTexts({
          phoneNumber: signup.phoneNumber,
          textSignup: signup.textSignup,
        });
        setResends((count) => count + 1);
        restart();
        onResent(lastFour);
        setStatus(t('resend.sent', { lastFour }));
      } catch (error) {
        toastFailure(error, messages.titles.error);
      }
    });

  return (
    <div className={styles.resend}>
      <FormStatus message={status} />
      {exhausted ? (
        <p>{t('resend.exhausted')}</p>
      ) : (
        <>
          <SubmitButton
            type="button"
            variant="outline"
            loading={loading}
            disabled={remaining > 0}
            onClick={() => void resend()}
          >
            {t('resend.button')}
          </SubmitButton>
          {remaining > 0 && <p className={styles.note}>{t('resend.wait', { count: remaining })}</p>}
        </>
      )}
    </div>
  );
};
