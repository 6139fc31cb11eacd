import React from 'react';
import { Link, useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import { legislatorPath } from '../../lib/score-card-paths';
import * as styles from './legislature.module.css';

interface Sponsor {
  name: string;
  chamber: string | null;
  role: string;
}
interface Seat {
  chamber: string;
  name: string | null;
  slug: string;
}

const lastName = (name: string) => name.trim().split(/\s+/).at(-1)?.toLowerCase() ?? '';

/** A sponsor's score card page: same chamber and last name, when exactly one seat fits. */
const seatOf = (sponsor: Sponsor, seats: readonly Seat[]) => {
  const fits = seats.filter(
    (seat) =>
      seat.name &&
      seat.chamber === sponsor.chamber &&
      lastName(seat.name) === lastName(sponsor.name),
  );
  return fits.length === 1 ? fits[0] : undefined;
};

export const BillSponsors = ({
  sponsors,
  seats,
}: {
  sponsors: readonly Sponsor[];
  seats: readonly Seat[];
}) => {
  const { t } = useTranslation('legislature');
  if (sponsors.length === 0) return <p>{t('bill.noSponsors')}</p>;
  return (
    <ul className={styles.sponsors}>
      {sponsors.map((sponsor) => {
        const seat = seatOf(sponsor, seats);
        const role = t(`bill.sponsorRole.${sponsor.role === 'floor' ? 'floor' : 'prime'}`);
        const chamber = sponsor.chamber
          ? t(`bill.chamber.${sponsor.chamber === 'senate' ? 'senate' : 'house'}`)
          : '';
        return (
          <li key={`${sponsor.role}-${sponsor.name}`}>
            {seat ? <Link to={legislatorPath(seat.slug)}>{seat.name}</Link> : sponsor.name}
            {` (${[role, chamber].filter(Boolean).join(', ')})`}
          </li>
        );
      })}
    </ul>
  );
};

/** The bill's history, oldest first, as the legislature records it. */
export const BillTimeline = ({
  actions,
}: {
  actions: ReadonlyArray<{ date: string; description: string; owner: string | null }>;
}) => {
  const { t } = useTranslation('legislature');
  const { language } = useI18next();
  if (actions.length === 0) return <p>{t('bill.noHistory')}</p>;
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <ol className={styles.timeline}>
      {actions.map((action, index) => (
        <li key={`${action.date}-${index}`}>
          <time dateTime={action.date}>{format.format(new Date(`${action.date}T00:00:00Z`))}</time>
          {/* The legislature's own words, in English on every page. */}
          <span lang="en">
            {action.description}
            {action.owner ? <span className={styles.muted}> ({action.owner})</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
};
