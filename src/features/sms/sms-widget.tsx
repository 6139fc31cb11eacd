import React, { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { SignupForm } from './signup-form';
import { VerifyForm } from './verify-form';
import { UnsubscribeForm } from './unsubscribe-form';
import { ResendCode } from './resend-code';
import { LazySharePanel } from '../../components/share/share-after';
import type { SmsSignupRequest } from './api';
import { recordAction } from '../../lib/record-action';
import * as styles from './sms-widget.module.css';

type View =
  | { name: 'signup' }
  | { name: 'verify'; signup: SmsSignupRequest; lastFour: string }
  | { name: 'unsubscribe' };

interface SmsWidgetProps {
  /** 2 on the SMS page (under its h1); 3 where the widget sits inside a page section. */
  headingLevel?: 2 | 3;
}

/**
 * Sign-up first; after a successful sign-up the verification form with
 * the number's last four digits; a link toggles the unsubscribe form. A successful
 * verify or unsubscribe resets everything to the sign-up form.
 */
export const SmsWidget = ({ headingLevel = 2 }: SmsWidgetProps) => {
  const { t } = useTranslation('sms');
  const [view, setView] = useState<View>({ name: 'signup' });
  const [verified, setVerified] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const changed = useRef(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  // Each change of form moves focus to its heading, so keyboard and screen reader users follow.
  useEffect(() => {
    if (changed.current) heading.current?.focus();
  }, [view]);
  const show = (next: View) => {
    changed.current = true;
    setView(next);
  };
  const backToSignup = () => show({ name: 'signup' });
  // Back to sign-up without focusing its heading: the share panel takes the focus instead.
  const onVerified = () => {
    changed.current = false;
    void recordAction('sms');
    setVerified(true);
    setView({ name: 'signup' });
  };

  return (
    <div className={styles.widget}>
      {verified && <LazySharePanel action="sms" path="/sms/" focusOnMount />}
      <Heading ref={heading} tabIndex={-1} className={styles.heading}>
        {t(`${view.name}.title`)}
      </Heading>
      {view.name === 'signup' && (
        <>
          <p>{t('signup.lead')}</p>
          <SignupForm
            onSignedUp={(signup, lastFour) => show({ name: 'verify', signup, lastFour })}
          />
          <p className={styles.toggle}>
            {t('signup.alreadySubscribed')}{' '}
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => show({ name: 'unsubscribe' })}
            >
              {t('signup.unsubscribeLink')}
            </button>
          </p>
        </>
      )}
      {view.name === 'verify' && (
        <>
          <p>{t('verify.lead', { lastFour: view.lastFour })}</p>
          <VerifyForm onVerified={onVerified} />
          <ResendCode
            signup={view.signup}
            onResent={(lastFour) => setView({ ...view, lastFour })}
          />
          <p className={styles.toggle}>
            <button type="button" className={styles.linkButton} onClick={backToSignup}>
              {t('verify.differentNumber')}
            </button>
          </p>
        </>
      )}
      {view.name === 'unsubscribe' && (
        <>
          <p>{t('unsubscribe.lead')}</p>
          <UnsubscribeForm onUnsubscribed={backToSignup} onCancel={backToSignup} />
        </>
      )}
    </div>
  );
};
