import React, { useId } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { ContactActions } from '../../components/legislator-contact/contact-actions';
import { mailtoHref, telHref } from '../../components/legislator-contact/contact-links';
import { LookupScore } from '../../components/score-card/lookup-score';
import type { Legislator } from './api';
import { LegislatorPortrait } from './legislator-portrait';
import * as styles from './legislator-card.module.css';
import { InEnglishSuffix, useApiTextLang } from '../../components/ui/api-text-language';

interface LegislatorCardProps {
  legislator: Legislator;
  chamber: 'house' | 'senate';
  /** The city searched, for the call script. */
  city: string;
}

const LOOKUP_PATH = '/government/legislator-lookup/';

/** One legislator from the API; every value is rendered as text. */
export const LegislatorCard = ({ legislator, chamber, city }: LegislatorCardProps) => {
  const { t } = useTranslation('legislator-lookup');
  // Committee names come from the API in English.
  const apiLang = useApiTextLang();
  const headingId = useId();
  const { formatName, image, district, cell, email, committees } = legislator;
  // Links only from values the contract read as a number or one address; the rest is text.
  const tel = cell ? telHref(cell) : null;
  const mailto = email ? mailtoHref(email) : null;
  return (
    <article className={styles.legislator} aria-labelledby={headingId}>
      <div className={styles.head}>
        <LegislatorPortrait
          className={styles.portrait}
          src={image}
          alt={t('results.portrait', { name: formatName })}
        />
        <div>
          <p className={styles.chamber}>
            {chamber === 'house' ? t('results.houseRepresentative') : t('results.senator')}
          </p>
          <h3 id={headingId} className={styles.name}>
            {formatName}
          </h3>
          <p className={styles.district}>{t('results.district', { district })}</p>
          <LookupScore chamber={chamber} district={district} />
        </div>
      </div>
      <ul className={styles.contact}>
        {cell && (
          <li>
            <span className={styles.contactLabel}>{t('results.cell')}</span>{' '}
            {tel ? <a href={tel}>{cell}</a> : <span>{cell}</span>}
          </li>
        )}
        {email && (
          <li>
            <span className={styles.contactLabel}>{t('results.email')}</span>{' '}
            {mailto ? (
              <a href={mailto} className={styles.email}>
                {email}
              </a>
            ) : (
              <span className={styles.email}>{email}</span>
            )}
          </li>
        )}
      </ul>
      <ContactActions
        legislator={legislator}
        chamber={chamber}
        city={city}
        sharePath={LOOKUP_PATH}
      />
      {committees.length > 0 && (
        <>
          <h4 className={styles.committeesTitle}>
            {t('results.committees')}
            <InEnglishSuffix />
          </h4>
          <ul className={styles.committees} lang={apiLang}>
            {committees.map((committee) => (
              <li key={committee.name}>{committee.name}</li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
};
