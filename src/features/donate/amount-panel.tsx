import React, { useId } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { ExternalLinkButton } from '../../components/ui/button';
import { formatCurrency } from '../../lib/format';
import { AMOUNT_CHOSEN_ELSEWHERE, trackDonation } from '../../lib/pixel';
import { PRESET_AMOUNTS } from './amounts';
import { CustomAmountForm } from '../../components/donation/custom-amount-form';
import { monthlyUrl, oneTimeUrl, type AmountMethod } from './payment-urls';
import * as styles from './panels.module.css';

/** Donorbox and PayPal: a monthly button, the preset amounts and a custom amount. */
export const AmountPanel = ({ method }: { method: AmountMethod }) => {
  const { t, i18n } = useTranslation('donate');
  const urlFor = (amount: number) => oneTimeUrl(method, amount);
  const headingId = useId();
  const newTabId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.title}>
        {t(`panels.${method}.title`)}
      </h2>
      <p id={newTabId} className={styles.note}>
        {t(`panels.${method}.newTab`)}
      </p>

      <div className={styles.monthly}>
        <ExternalLinkButton
          href={monthlyUrl(method)}
          size="large"
          aria-describedby={newTabId}
          onClick={() => trackDonation(AMOUNT_CHOSEN_ELSEWHERE)}
        >
          {t('amounts.monthly')}
        </ExternalLinkButton>
        <p className={styles.hint}>{t(`panels.${method}.monthlyHint`)}</p>
      </div>

      <h3 className={styles.subtitle}>{t('amounts.once')}</h3>
      <ul className={styles.presets}>
        {PRESET_AMOUNTS.map((amount) => (
          <li key={amount}>
            <ExternalLinkButton
              href={oneTimeUrl(method, amount)}
              variant="outline"
              className={styles.preset}
              aria-describedby={newTabId}
              onClick={() => trackDonation(amount)}
            >
              {formatCurrency(amount, i18n.language)}
            </ExternalLinkButton>
          </li>
        ))}
      </ul>
      <CustomAmountForm
        urlFor={urlFor}
        text={{ label: t('custom.label'), give: t('custom.give'), invalid: t('custom.invalid') }}
        className={styles.custom}
      />
    </section>
  );
};
