import React from 'react';
import { Link, useTranslation } from 'gatsby-plugin-react-i18next';
import { Section } from '../ui/section';
import * as card from '../ui/card.module.css';

export interface OpportunityItem {
  opportunityId: string;
  image: string;
}

export const ServiceOpportunitiesTeaser = ({
  items,
}: {
  items: ReadonlyArray<OpportunityItem>;
}) => {
  const { t } = useTranslation('home');
  return (
    <Section tone="tinted" labelledBy="opportunities-title">
      <h2 id="opportunities-title">{t('opportunities.title')}</h2>
      <p className={card.intro}>{t('opportunities.lead')}</p>
      <ul className={`${card.grid} ${card.four}`}>
        {items.map((item) => (
          <li key={item.opportunityId}>
            <article className={card.card}>
              <img
                className={card.media}
                src={item.image}
                alt=""
                width={480}
                height={320}
                loading="lazy"
              />
              <div className={card.body}>
                <h3>{t(`opportunities.items.${item.opportunityId}`)}</h3>
                <p>
                  <Link to={`/service-opportunities/#${item.opportunityId}`}>
                    {t('opportunities.cta')}
                    <span className="visually-hidden">
                      : {t(`opportunities.items.${item.opportunityId}`)}
                    </span>
                  </Link>
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
};
