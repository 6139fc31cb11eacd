import React, { useId } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { ContactActions } from '../../components/legislator-contact/contact-actions';
import { LookupScore } from '../../components/score-card/lookup-score';
import type { Legislator } from './api';
import { LegislatorPortrait } from './legislator-portrait';
import * as styles from './legislator-card.module.css';

/** `tel:` wants digits only; a ten-digit US number gets its +1. */
const telHref = (phone: string): string => {
  const digits = phone.replace(/\D/g, '');
  return `tel:${digits.length === 10 ? `+1${digits}` : digits}`;
};

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
  const headingId = useId();
  const { formatName, image, district, cell, email, committees } = legislator;
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
            <a href={telHref(cell)}>{cell}</a>
          </li>
        )}
        {email && (
          <li>
            <span className={styles.contactLabel}>{t('results.email')}</span>{' '}
            <a href={`mailto:${email.trim()}`} className={styles.email}>
              {email}
            </a>
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
          <h4 className={styles.committeesTitle}>{t('results.committees')}</h4>
          <ul className={styles.committees}>
            {committees.map((committee) => (
              <li key={committee.name}>{committee.name}</li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
};
