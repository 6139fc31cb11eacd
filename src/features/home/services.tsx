import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { ExternalLinkButton } from '../../components/ui/button';
import { Section } from '../../components/ui/section';
import { Card } from '../../components/ui/card';
import * as card from '../../components/ui/card.module.css';

export interface ServiceItem {
  serviceId: string;
  url: string;
  image: string;
}

/** The three partner services: clinic, grant programme, abortion healing. */
export const Services = ({ services }: { services: ReadonlyArray<ServiceItem> }) => {
  const { t } = useTranslation('home');
  return (
    <Section tone="tinted" labelledBy="services-title">
      <h2 id="services-title">{t('services.title')}</h2>
      <p className={card.intro}>{t('services.lead')}</p>
      <ul className={card.grid}>
        {services.map((service) => (
          <li key={service.serviceId}>
            <Card image={service.image}>
              <h3>{t(`services.items.${service.serviceId}.title`)}</h3>
              <p>{t(`services.items.${service.serviceId}.description`)}</p>
              <p>
                <ExternalLinkButton href={service.url} variant="outline">
                  {t('services.visit')}
                  <span className="visually-hidden">
                    {' '}
                    {t(`services.items.${service.serviceId}.title`)}
                  </span>
                </ExternalLinkButton>
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
};
