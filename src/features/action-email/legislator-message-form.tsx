import React, { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { SubmitButton } from '../../components/form/submit-button';
import { Button } from '../../components/ui/button';
import { SwitchField } from '../../components/form/switch-field';
import { SiteForm } from '../../components/form/site-form';
import { useSiteForm } from '../../components/form/use-site-form';
import { ShareAfter } from '../../components/share/share-after';
import type { LegislatorSearch } from '../../../contract';
import { sendLegislatorMessage, type ActionEmail } from './api';
import { htmlToPlainText } from './html-to-text';
import { newHumanCheck } from './human-check';
import type { LegislatorMessageValues } from './schema';
import { canSend, toSenderRequest } from './values';
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

// Loaded once a message is sent, not with the page (it also counts the message in
// "Your actions", so the page's first scripts carry none of that).
const CallNextStep = lazy(() => import('./call-next-step'));

const loadSchema = () => import('./schema').then((module) => module.legislatorMessageSchema);

interface LegislatorMessageFormProps {
  actionEmailId: string;
  email: ActionEmail;
}

export const LegislatorMessageForm = ({ actionEmailId, email }: LegislatorMessageFormProps) => {
  const { t } = useTranslation('action-email');
  const [initialValues] = useState(() => freshValues(email));
  // The address the message was sent from: the next step looks up its legislators.
  const [sentFrom, setSentFrom] = useState<LegislatorSearch | null>(null);
  // After a send, the summary, share panel and next step are what follows; an empty form
  // under them read as "it did not go". It comes back when the visitor asks for it.
  const [writingAnother, setWritingAnother] = useState(false);
  const formShown = sentFrom === null || writingAnother;
  const formTitle = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (writingAnother) formTitle.current?.focus();
  }, [writingAnother]);
  const path = `/action-email/${encodeURIComponent(actionEmailId)}/`;
  const kit = useSiteForm({
    schema: loadSchema,
    defaultValues: initialValues,
    namespace: 'action-email',
    send: (values) => sendLegislatorMessage(toSenderRequest(actionEmailId, values)),
    failureTitle: 'error',
    successMessage: () => t('toast.sent'),
    // New digits for the human check with every message.
    resetOnSuccess: () => freshValues(email),
    showValidOnceTouched: true,
    onSuccess: (_result, values) => {
      setSentFrom({ address: values.address.trim(), city: values.city.trim() });
      setWritingAnother(false);
    },
  });
  return (
    <ShareAfter
      shown={sentFrom !== null}
      action="actionEmail"
      path={path}
      nextStep={
        sentFrom && (
          <Suspense fallback={null}>
            <CallNextStep search={sentFrom} actionTitle={email.title} sharePath={path} />
          </Suspense>
        )
      }
    >
      {!formShown && (
        <Button variant="outline" onClick={() => setWritingAnother(true)}>
          {t('form.sendAnother')}
        </Button>
      )}
      {formShown && (
        <SiteForm
          kit={kit}
          className={styles.form}
          aria-labelledby="action-form-title"
          footer={
            <SubmitButton loading={kit.loading} disabled={!canSend(kit.form.watch())} size="large">
              {t('form.send')}
            </SubmitButton>
          }
        >
          <h2 id="action-form-title" ref={formTitle} tabIndex={-1} className={styles.formTitle}>
            {t('form.title')}
          </h2>
          <p className={styles.required}>{t('form.allRequired')}</p>
          <SenderFields />
          <MessageFields />
          <HumanCheckField />
          <SwitchField
            label={t('form.allowContact')}
            registration={kit.form.register('allowContact')}
          />
        </SiteForm>
      )}
    </ShareAfter>
  );
};
