import React, { useEffect } from 'react';
import { Link, useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import { Loader } from '../../components/ui/loader';
import { useFailureToast } from '../../components/form/toast-result';
import { useApiErrorText } from '../../components/form/api-error-text';
import { BalanceTable } from './balance-table';
import { SignedAmount } from './signed-amount';
import { useLifeGrantBalance } from './use-life-grant-balance';
import * as styles from './life-grant-balance.module.css';

/** `uid` is null while the page is rendered at build time, when no grant is known yet. */
export const LifeGrantBalanceView = ({ uid }: { uid: string | null }) => {
  const { t } = useTranslation('life-grant-balance');
  const { language } = useI18next();
  const state = useLifeGrantBalance(uid);
  const toastFailure = useFailureToast();
  const describe = useApiErrorText();

  useEffect(() => {
    // On an HTTP error the loading flag is reset and an "Error" toast shows the server's message.
    if (state.status === 'failed') toastFailure(state.error, t('toast.errorTitle'));
  }, [state, t, toastFailure]);

  if (state.status === 'loading') {
    return (
      <div className={styles.loading}>
        <Loader label={t('loading')} showLabel />
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className={styles.empty}>
        <h2>{t('error.title')}</h2>
        <p>{describe(state.error)}</p>
        <p>{t('error.body')}</p>
        <Link to="/contact-us/">{t('error.contact')}</Link>
      </div>
    );
  }
  const { grant } = state;
  return (
    <div className={styles.result}>
      <p className={styles.holder}>
        {t('holder')} <strong>{grant.name}</strong>
      </p>
      <p className={styles.balance}>
        {t('balance')} <SignedAmount amount={grant.balance} language={language} zeroIsNegative />
      </p>
      {grant.balance <= 0 && <p className={styles.note}>{t('noFundsLeft')}</p>}
      <BalanceTable grant={grant} language={language} />
    </div>
  );
};
