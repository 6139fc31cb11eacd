import React, { useId, useState, useSyncExternalStore } from 'react';
import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import { Button } from '../ui/button';
import { formatDate } from '../../lib/format';
import {
  forgetTally,
  parseTally,
  readTallySnapshot,
  subscribeToTally,
  type Tally,
} from '../../lib/action-tally';
import * as styles from './your-actions.module.css';

const CALLS = ['callTalked', 'callVoicemail', 'callNoAnswer'] as const;
const OTHERS = ['actionEmail', 'sms', 'newsletter', 'volunteer', 'pledge'] as const;

const rowsOf = (tally: Tally) => {
  const calls = CALLS.reduce((sum, kind) => sum + tally.counts[kind], 0);
  return {
    calls,
    others: OTHERS.filter((kind) => tally.counts[kind] > 0),
  };
};

interface YourActionsProps {
  /** 2 on the lookup page, 3 inside the share panel (under its h2). */
  headingLevel?: 2 | 3;
}

/** What this visitor has done on the site, counted in this browser only. */
export const YourActions = ({ headingLevel = 2 }: YourActionsProps) => {
  const { t } = useTranslation('common');
  const { language } = useI18next();
  const headingId = useId();
  const raw = useSyncExternalStore(subscribeToTally, readTallySnapshot, () => null);
  const [forgotten, setForgotten] = useState(false);
  const tally = parseTally(raw);
  const { calls, others } = rowsOf(tally);
  const empty = calls === 0 && others.length === 0;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const forget = () => {
    forgetTally();
    setForgotten(true);
  };

  return (
    <section className={`${styles.tally} no-print`} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>
        {t('yourActions.title')}
      </Heading>
      {empty ? (
        <p className={styles.empty}>{t('yourActions.empty')}</p>
      ) : (
        <>
          {tally.since && (
            <p className={styles.since}>
              {t('yourActions.since', { date: formatDate(tally.since, language) })}
            </p>
          )}
          <dl className={styles.counts}>
            {others.map((kind) => (
              <div key={kind} className={styles.row}>
                <dt>{t(`yourActions.kinds.${kind}`)}</dt>
                <dd>{tally.counts[kind]}</dd>
              </div>
            ))}
            {calls > 0 && (
              <div className={styles.row}>
                <dt>{t('yourActions.kinds.calls')}</dt>
                <dd>
                  {calls}{' '}
                  <span className={styles.detail}>
                    (
                    {CALLS.filter((kind) => tally.counts[kind] > 0)
                      .map((kind) =>
                        t(`yourActions.outcomes.${kind}`, { count: tally.counts[kind] }),
                      )
                      .join(', ')}
                    )
                  </span>
                </dd>
              </div>
            )}
          </dl>
        </>
      )}
      <p className={styles.privacy}>{t('yourActions.privacy')}</p>
      <p role="status" className={styles.status}>
        {forgotten && empty ? t('yourActions.forgotten') : ''}
      </p>
      {!empty && (
        <Button variant="outline" onClick={forget}>
          {t('yourActions.forget')}
        </Button>
      )}
    </section>
  );
};
