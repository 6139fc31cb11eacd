import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { safeHttpUrl, safeImageSrc } from '../../lib/safe-url';
import { ApiImage, type ApiImageFile } from '../../components/ui/api-image';
import { Card } from '../../components/ui/card';
import * as card from '../../components/ui/card.module.css';
import * as styles from './partners.module.css';

export interface Partner {
  name: string;
  /** A logo under static/ (the content/data fallback list). */
  logo?: string | null;
  /** The build's copy of a logo from the API. */
  logoFile?: ApiImageFile | null;
  url?: string | null;
}

const PartnerCard = ({ partner }: { partner: Partner }) => {
  const { t } = useTranslation('partners');
  const logo = safeImageSrc(partner.logo);
  const website = safeHttpUrl(partner.url);
  return (
    <Card centred>
      <div className={styles.logoBox}>
        {partner.logoFile || logo ? (
          <ApiImage
            className={styles.logo}
            file={partner.logoFile}
            fallbackSrc={logo}
            alt={t('logoAlt', { name: partner.name })}
            width={240}
            height={120}
          />
        ) : (
          <span className={styles.initial} aria-hidden="true">
            {partner.name.charAt(0)}
          </span>
        )}
      </div>
      {/* Names come from the API: React renders them as text, never as markup. */}
      <h2 className={styles.name}>{partner.name}</h2>
      {website && (
        <a className={styles.visit} href={website} target="_blank" rel="noopener noreferrer">
          {t('visit')}
          <span className="visually-hidden"> ({t('visitHidden', { name: partner.name })})</span>
        </a>
      )}
    </Card>
  );
};

/** Donor and partner cards: name, logo and website link. */
export const PartnerGrid = ({ partners }: { partners: ReadonlyArray<Partner> }) => {
  const { t } = useTranslation('partners');
  if (partners.length === 0) return <p className={styles.empty}>{t('empty')}</p>;
  return (
    <ul className={card.grid}>
      {partners.map((partner, index) => (
        <li key={`${index}-${partner.name}`}>
          <PartnerCard partner={partner} />
        </li>
      ))}
    </ul>
  );
};
