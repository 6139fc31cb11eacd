import React from 'react';
import { Link, useTranslation } from 'gatsby-plugin-react-i18next';
import { Section } from '../../components/ui/section';
import { Card } from '../../components/ui/card';
import * as card from '../../components/ui/card.module.css';

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
            <Card image={item.image}>
              <h3>{t(`opportunities.items.${item.opportunityId}`)}</h3>
              <p>
                <Link to={`/service-opportunities/#${item.opportunityId}`}>
                  {t('opportunities.cta')}
                  <span className="visually-hidden">
                    : {t(`opportunities.items.${item.opportunityId}`)}
                  </span>
                </Link>
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
};
