import React, { useId, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { donorboxUrl } from '../../lib/donation-links';
import { trackDonation } from '../../lib/pixel';
import { ExternalLinkButton, LinkButton, Button } from '../ui/button';
import * as styles from './donate-block.module.css';

// Spec point 2: the donate block offers 20, 50 and a custom amount, plus the donate page.
const PRESETS = [20, 50] as const;
const MIN_CUSTOM = 1;
const MAX_CUSTOM = 100000;

export const DonateBlock = ({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) => {
  const { t } = useTranslation('common');
  const [customOpen, setCustomOpen] = useState(false);
  const [custom, setCustom] = useState('');
  const inputId = useId();
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const customAmount = Math.round(Number(custom));
  const customValid =
    Number.isFinite(customAmount) && customAmount >= MIN_CUSTOM && customAmount <= MAX_CUSTOM;

  const giveCustom = (event: React.FormEvent) => {
    event.preventDefault();
    if (!customValid) return;
    trackDonation(customAmount);
    window.open(donorboxUrl(customAmount), '_blank', 'noopener,noreferrer');
  };

  return (
    // Offered on many pages: not what any of them is about, so out of the search index.
    <div className={styles.block} data-pagefind-ignore="all">
      <Heading className={styles.title}>{t('donateBlock.title')}</Heading>
      <p>{t('donateBlock.body')}</p>
      <div className={styles.amounts}>
        {PRESETS.map((amount) => (
          <ExternalLinkButton
            key={amount}
            href={donorboxUrl(amount)}
            variant="light"
            onClick={() => trackDonation(amount)}
          >
            {t('donateBlock.amount', { amount })}
          </ExternalLinkButton>
        ))}
        <Button variant="light" aria-expanded={customOpen} onClick={() => setCustomOpen((v) => !v)}>
          {t('donateBlock.custom')}
        </Button>
      </div>
      {customOpen && (
        <form className={styles.customForm} onSubmit={giveCustom} noValidate>
          <label htmlFor={inputId}>{t('donateBlock.customLabel')}</label>
          <div className={styles.customRow}>
            <span aria-hidden="true" className={styles.currency}>
              $
            </span>
            <input
              id={inputId}
              type="number"
              inputMode="numeric"
              min={MIN_CUSTOM}
              max={MAX_CUSTOM}
              step={1}
              value={custom}
              onChange={(event) => setCustom(event.target.value)}
              aria-invalid={custom !== '' && !customValid}
            />
            <Button type="submit" variant="primary" disabled={!customValid}>
              {t('donateBlock.give')}
            </Button>
          </div>
        </form>
      )}
      <p className={styles.more}>
        <LinkButton to="/donate/" variant="outline" className={styles.moreLink}>
          {t('donateBlock.moreWays')}
        </LinkButton>
      </p>
    </div>
  );
};
