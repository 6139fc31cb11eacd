import React, { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { donorboxUrl } from './donation-links';
import { trackDonation } from '../../lib/pixel';
import { ExternalLinkButton, LinkButton, Button } from '../ui/button';
import * as styles from './donate-block.module.css';

// The donate block offers 20, 50 and a custom amount (the spec's home block), plus the donate page.
const PRESETS = [20, 50] as const;

// The block is on many pages and few visitors open "Other amount": its form loads on that click.
const CustomAmountForm = lazy(() =>
  import(/* webpackChunkName: "custom-amount-form" */ './custom-amount-form').then((module) => ({
    default: module.CustomAmountForm,
  })),
);

export const DonateBlock = ({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) => {
  const { t } = useTranslation('common');
  const [customOpen, setCustomOpen] = useState(false);
  const Heading = `h${headingLevel}` as 'h2' | 'h3';

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
        <Suspense fallback={null}>
          <CustomAmountForm
            urlFor={(amount) => donorboxUrl(amount)}
            text={{
              label: t('donateBlock.customLabel'),
              give: t('donateBlock.give'),
              invalid: t('donateBlock.invalid'),
            }}
            tone="dark"
            className={styles.customForm}
          />
        </Suspense>
      )}
      <p className={styles.more}>
        <LinkButton to="/donate/" variant="outline" className={styles.moreLink}>
          {t('donateBlock.moreWays')}
        </LinkButton>
      </p>
    </div>
  );
};
