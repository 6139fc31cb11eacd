import React, { useRef } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { buttonClassName } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { OpportunityDetails } from './opportunity-details';
import type { Opportunity } from './types';
import * as card from '../../components/ui/card.module.css';
import * as styles from './opportunities.module.css';

interface OpportunityCardProps {
  opportunity: Opportunity;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}

export const OpportunityCard = ({ opportunity, open, onOpen, onClose }: OpportunityCardProps) => {
  const { t } = useTranslation('service-opportunities');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = opportunity.opportunityId;
  const title = t(`items.${id}.title`);
  return (
    // The id lets /service-opportunities/#<id> scroll to the card even before the script runs.
    <article id={id} className={card.card}>
      <img
        className={card.media}
        src={opportunity.image}
        alt=""
        width={480}
        height={320}
        loading="lazy"
      />
      <div className={card.body}>
        <h2 className={styles.cardTitle}>{title}</h2>
        <p>{t(`items.${id}.summary`)}</p>
        <p>
          <button
            ref={buttonRef}
            type="button"
            className={buttonClassName({ variant: 'outline' })}
            onClick={onOpen}
            aria-haspopup="dialog"
          >
            {t('open')} <span className="visually-hidden">{t('openAbout', { title })}</span>
          </button>
        </p>
      </div>
      <Modal
        open={open}
        onClose={onClose}
        title={title}
        description={<p>{t(`items.${id}.description`)}</p>}
        closeLabel={t('close')}
        returnFocusRef={buttonRef}
      >
        <OpportunityDetails opportunity={opportunity} />
      </Modal>
    </article>
  );
};
