import React, { Suspense, lazy, useEffect } from 'react';
import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import { useFailureToast } from '../../components/form/toast-result';
import { useApiErrorText } from '../../components/form/api-error-text';
import { useFormMessages } from '../../components/form/use-form-messages';
import { PageHeader } from '../../components/content-page/page-header';
import { Section } from '../../components/ui/section';
import { formatDate } from '../../lib/format';
import { ApiError } from '../../lib/api-error';
import { useActionEmail } from './use-action-email';
import { ActionEmailPlaceholder } from './action-email-placeholder';
import { LegislatorMessageForm } from './legislator-message-form';
import { PageColumns } from '../../components/layout/page-columns';
import * as styles from './action-email.module.css';
import { InEnglishNote, useApiTextLang } from '../../components/ui/api-text-language';

// Most visitors of this page find an open action: the notice (and its donate block) loads
// only for the others.
const InactiveNotice = lazy(() =>
  import('./inactive-notice').then((module) => ({ default: module.InactiveNotice })),
);

const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** `id` is null while the page is rendered at build time, when no action email is known. */
export const ActionEmailView = ({ id }: { id: string | null }) => {
  const { t } = useTranslation('action-email');
  const { language } = useI18next();
  const { titles } = useFormMessages();
  const toastFailure = useFailureToast();
  const describe = useApiErrorText();
  const state = useActionEmail(id);
  const apiLang = useApiTextLang();

  useEffect(() => {
    // Any error but the inactive 400 shows the server's message under "Error".
    if (state.status === 'failed') toastFailure(state.error, titles.error);
  }, [state, titles.error, toastFailure]);

  // Unknown to the API (404): gone for good, so the page says so instead of "try again".
  const ended = state.status === 'failed' && isNotFound(state.error);
  if (state.status === 'inactive' || ended) {
    return (
      // Until the notice's code has come, the page stays as it was while loading.
      <Suspense fallback={<ActionEmailPlaceholder />}>
        <div className={styles.page}>
          <InactiveNotice reason={ended ? 'unknown' : 'inactive'} />
        </div>
      </Suspense>
    );
  }
  if (state.status === 'failed') {
    return (
      <ActionEmailPlaceholder>
        <div className={styles.failed}>
          <p>{describe(state.error)}</p>
          <p>{t('failed.body')}</p>
        </div>
      </ActionEmailPlaceholder>
    );
  }
  if (state.status !== 'active' || !id) return <ActionEmailPlaceholder />;
  const { email } = state;
  return (
    <div className={styles.page}>
      <PageHeader
        eyebrow={t('eyebrow')}
        title={email.title}
        titleLang={apiLang}
        titleClassName={styles.title}
      >
        <p className={styles.updated}>
          {t('updated')}{' '}
          <time dateTime={email.dtUpdated}>{formatDate(email.dtUpdated, language)}</time>
        </p>
      </PageHeader>
      <Section>
        <PageColumns shape="textThenWideForm">
          <article className={styles.about}>
            <InEnglishNote kind="action" />
            <div
              className={styles.html}
              lang={apiLang}
              // Safe: cleaned under the HTML policy in useActionEmail before it reaches the state.
              dangerouslySetInnerHTML={{ __html: email.actionEmail }}
            />
          </article>
          <LegislatorMessageForm actionEmailId={id} email={email} />
        </PageColumns>
      </Section>
    </div>
  );
};
