import React from 'react';
import { GatsbyImage, type IGatsbyImageData } from 'gatsby-plugin-image';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Icon } from '../../components/ui/icon';
import * as styles from './team.module.css';

export interface TeamMember {
  memberId: string;
  name: string;
  email: string;
  photo: IGatsbyImageData | null;
}

/** The staff cards: photo, name, role and an e-mail link each. */
export const TeamGrid = ({ members }: { members: ReadonlyArray<TeamMember> }) => {
  const { t } = useTranslation('our-team');
  return (
    <ul className={styles.grid}>
      {members.map((member) => (
        <li key={member.memberId} className={styles.card}>
          {member.photo ? (
            <GatsbyImage
              image={member.photo}
              alt={t('photoAlt', { name: member.name })}
              className={styles.photo}
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
