import React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Icon } from '../../components/ui/icon';
import { ResizedImage } from '../../components/ui/api-image';
import * as styles from './team.module.css';

export interface TeamMember {
  memberId: string;
  name: string;
  email: string;
  photo: IGatsbyImageData | null;
}

/**
 * The staff cards: photo, name, role and an e-mail link each. The photo as plain `<picture>`
 * markup with the browser's lazy loading: GatsbyImage's server markup (sources with
 * `data-srcset` only, a placeholder `<img role="presentation" alt="">`) is not valid HTML.
 */
export const TeamGrid = ({ members }: { members: ReadonlyArray<TeamMember> }) => {
  const { t } = useTranslation('our-team');
  return (
    <ul className={styles.grid}>
      {members.map((member) => (
        <li key={member.memberId} className={styles.card}>
          {member.photo ? (
            <ResizedImage
              data={member.photo}
              alt={t('photoAlt', { name: member.name })}
              className={styles.photo}
              loading="lazy"
            />
          ) : (
            <span className={styles.photo} aria-hidden="true" />
          )}
          <h2 className={styles.name}>{member.name}</h2>
          <p className={styles.role}>{t(`roles.${member.memberId}`)}</p>
          <a className={styles.email} href={`mailto:${member.email}`}>
            <Icon name="email" />
            <span>{t('email', { name: member.name })}</span>
          </a>
        </li>
      ))}
    </ul>
  );
};
