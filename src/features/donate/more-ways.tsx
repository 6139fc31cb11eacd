import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { LinkButton } from '../../components/ui/button';
import { Section } from '../../components/ui/section';
import * as cards from '../../components/ui/card.module.css';

// The Secret Santa page is in no menu: this is how visitors find it outside the season's links.
const WAYS = [
  { id: 'saveALife', to: '/save-a-life/' },
  { id: 'christmas', to: '/donate/christmas/' },
] as const;

export const MoreWays = () => {
  const { t } = useTranslation('donate');
  return (
    <Section tone="tinted" labelledBy="more-ways-title">
      <h2 id="more-ways-title">{t('more.title')}</h2>
      <ul className={`${cards.grid} ${cards.pair}`}>
        {WAYS.map(({ id, to }) => (
          <li key={id}>
            <article className={cards.card}>
              <div className={cards.body}>
                <h3>{t(`more.${id}.title`)}</h3>
                <p>{t(`more.${id}.body`)}</p>
                <div>
                  <LinkButton to={to} variant="secondary">
                    {t(`more.${id}.cta`)}
                  </LinkButton>
                </div>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
};
