import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { PageHeader } from '../../components/content-page/page-header';
import { PageColumns } from '../../components/layout/page-columns';
import { Loader } from '../../components/ui/loader';
import { Section } from '../../components/ui/section';
import { useApiTextLang } from '../../components/ui/api-text-language';
import { EarlyTitle } from './early-title';
import * as styles from './action-email.module.css';

/**
 * The page before its action email arrives: the header and both columns take the room the
 * loaded page takes (CSS gives the sizes, measured from a real action email at 390 and 1280 px),
 * so the text and the form come in without pushing anything down (layout shift, CLS).
 * With `children` (the load failed), they replace the two columns; the header stays as it was.
 */
export const ActionEmailPlaceholder = ({ children }: { children?: React.ReactNode }) => {
  const { t } = useTranslation('action-email');
  const apiLang = useApiTextLang();
  const loading = !children;
  return (
    <div className={styles.page}>
      <PageHeader
        eyebrow={t('eyebrow')}
        // While loading, the head's script may put the action e-mail's own title in.
        title={loading ? <EarlyTitle text={t('title')} apiLang={apiLang} /> : t('title')}
        titleClassName={styles.title}
      >
        {/* The "Last updated" line's room: its date comes with the action email. */}
        <p className={styles.updated} aria-hidden="true">
          {loading ? (
            <>
              {t('updated')} <span className={styles.dateSkeleton} />
            </>
          ) : (
            '\u00a0'
          )}
        </p>
      </PageHeader>
      <Section>
        {loading ? (
          <PageColumns shape="textThenWideForm">
            <div className={styles.textSkeleton}>
              <Loader label={t('loading')} showLabel />
            </div>
            <div className={`${styles.form} ${styles.formSkeleton}`} aria-hidden="true" />
          </PageColumns>
        ) : (
          children
        )}
      </Section>
    </div>
  );
};
