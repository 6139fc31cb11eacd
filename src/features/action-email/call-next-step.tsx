import React, { useEffect, useId, useRef, useState } from 'react';
import { Link, useTranslation } from 'gatsby-plugin-react-i18next';
import type { Legislator, LegislatorSearch } from '../../../contract';
import { ContactActions } from '../../components/legislator-contact/contact-actions';
import { Loader } from '../../components/ui/loader';
import { recordAction } from '../../lib/record-action';
import { findLegislators } from './legislators-api';
import * as styles from './call-next-step.module.css';

type Found = { houseRepresentative: Legislator; senator: Legislator };
type State = { status: 'loading' } | { status: 'found'; found: Found } | { status: 'failed' };

interface CallNextStepProps {
  /** The address and city the visitor just typed into the message form. */
  search: LegislatorSearch;
  actionTitle: string;
  /** This action email's page, for the share panel after a call. */
  sharePath: string;
}

/** After the message is sent, the visitor's legislators with a "Call" button each. */
const CallNextStep = ({ search, actionTitle, sharePath }: CallNextStepProps) => {
  const { t } = useTranslation('action-email');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [state, setState] = useState<State>({ status: 'loading' });

  // The form has just been sent and reset: keyboard and screen reader users continue here.
  useEffect(() => heading.current?.focus(), []);

  // Shown once per message sent (each send brings a new `search`): that is when it is counted.
  const counted = useRef<LegislatorSearch | null>(null);
  useEffect(() => {
    if (counted.current === search) return;
    counted.current = search;
    void recordAction('actionEmail');
  }, [search]);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    findLegislators(search, controller.signal).then(
      (answer) =>
        setState(answer.success ? { status: 'found', found: answer } : { status: 'failed' }),
      () => controller.signal.aborted || setState({ status: 'failed' }),
    );
    return () => controller.abort();
  }, [search]);

  const card = (legislator: Legislator, chamber: 'house' | 'senate') => (
    <li className={styles.card}>
      <h4 className={styles.name}>{legislator.formatName}</h4>
      <p className={styles.meta}>
        {chamber === 'house' ? t('nextStep.houseRepresentative') : t('nextStep.senator')} ·{' '}
        {t('nextStep.district', { district: legislator.district })}
      </p>
      <ContactActions
        legislator={legislator}
        chamber={chamber}
        city={search.city}
        actionTitle={actionTitle}
        sharePath={sharePath}
      />
    </li>
  );

  return (
    <section className={styles.step} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.title}>
        {t('nextStep.title')}
      </h2>
      {state.status === 'loading' && <Loader label={t('nextStep.loading')} showLabel />}
      {state.status === 'failed' && (
        <p>
          {t('nextStep.failed')}{' '}
          <Link to="/government/legislator-lookup/">{t('nextStep.lookupLink')}</Link>
        </p>
      )}
      {state.status === 'found' && (
        <>
          <p className={styles.lead}>{t('nextStep.lead')}</p>
          <ul className={styles.cards}>
            {card(state.found.houseRepresentative, 'house')}
            {card(state.found.senator, 'senate')}
          </ul>
        </>
      )}
    </section>
  );
};

export default CallNextStep;
