import React, { useEffect } from 'react';
import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import { useFailureToast } from '../../components/form/toast-result';
import { useApiErrorText } from '../../components/form/api-error-text';
import { useFormMessages } from '../../components/form/use-form-messages';
import { PageHeader } from '../../components/content-page/page-header';
import { Loader } from '../../components/ui/loader';
import { Section } from '../../components/ui/section';
import { formatDate } from '../../lib/format';
import { useActionEmail } from './use-action-email';
import { LegislatorMessageForm } from './legislator-message-form';
import { InactiveNotice } from './inactive-notice';
import { PageColumns } from '../../components/layout/page-columns';
import * as styles from './action-email.module.css';

/** `id` is null while the page is rendered at build time, when no action email is known. */
export const ActionEmailView = ({ id }: { id: string | null }) => {
  const { t } = useTranslation('action-email');
  const { language } = useI18next();
  const { titles } = useFormMessages();
  const toastFailure = useFailureToast();
  const describe = useApiErrorText();
  const state = useActionEmail(id);

  useEffect(() => {
    // Any error but the inactive 400 shows the server's message under "Error".
    if (state.status === 'failed') toastFailure(state.error, titles.error);
  }, [state, titles.error, toastFailure]);

  if (state.status === 'inactive') return <InactiveNotice />;
  if (state.status !== 'active' || !id) {
    return (
      <>
        <PageHeader eyebrow={t('eyebrow')} title={t('title')} />
        <Section>
          {state.status === 'failed' ? (
            <div className={styles.failed}>
              <p>{describe(state.error)}</p>
              <p>{t('failed.body')}</p>
            </div>
          ) : (
            <div className={styles.loading}>
              <Loader label={t('loading')} showLabel />
            </div>
          )}
        </Section>
      </>
    );
  }
  const { email } = state;
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={email.title}>
        <p className={styles.updated}>
          {t('updated')}{' '}
          <time dateTime={email.dtUpdated}>{formatDate(email.dtUpdated, language)}</time>
        </p>
      </PageHeader>
      <Section>
        <PageColumns shape="textThenWideForm">
          <article className={styles.about}>
            <div
              className={styles.html}
              // Safe: cleaned under the HTML policy in useActionEmail before it reaches the state.
              dangerouslySetInnerHTML={{ __html: email.actionEmail }}
            />
          </article>
          <LegislatorMessageForm actionEmailId={id} email={email} />
        </PageColumns>
      </Section>
    </>
  );
};
