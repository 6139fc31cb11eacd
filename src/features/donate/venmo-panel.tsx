import React, { useId } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { siteConfig } from '../../lib/config';
import { AMOUNT_CHOSEN_ELSEWHERE, trackDonation } from '../../lib/pixel';
import * as styles from './panels.module.css';

export const VenmoPanel = ({ handle }: { handle: string | null }) => {
  const { t } = useTranslation('donate');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.title}>
        {t('panels.venmo.title')}
      </h2>
      <p>{handle ? t('panels.venmo.bodyWithHandle', { handle }) : t('panels.venmo.body')}</p>
      <a
        href={siteConfig.venmoUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={styles.venmoLink}
        onClick={() => trackDonation(AMOUNT_CHOSEN_ELSEWHERE)}
      >
        <img
          src="/images/donate/venmo-logo.svg"
          alt={t('panels.venmo.logoAlt')}
          width={240}
          height={72}
        />
      </a>
      <p className={styles.hint}>{t('panels.venmo.newTab')}</p>
    </section>
  );
};
