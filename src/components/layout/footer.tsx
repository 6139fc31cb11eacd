import React from 'react';
import { Link, useTranslation } from 'gatsby-plugin-react-i18next';
import { Icon, type IconName } from '../ui/icon';
import { navTarget, type Shell } from './use-shell';
import * as styles from './footer.module.css';

interface FooterLinkProps {
  to: string;
  /** The language of the page linked to, when it is not the site's (an English-only site). */
  hrefLang?: string | null;
  children: React.ReactNode;
}

/** Files and other sites are plain links; site pages go through the language-aware Link. */
const FooterLink = ({ to, hrefLang, children }: FooterLinkProps) =>
  /^(https?:|mailto:|tel:)|\.pdf$/.test(to) ? (
    <a
      href={to}
      hrefLang={hrefLang ?? undefined}
      {...(to.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  ) : (
    <Link to={to}>{children}</Link>
  );

export const Footer = ({ shell }: { shell: Shell }) => {
  const { t } = useTranslation('common');
  const { headQuarters } = shell.addresses;
  const hotline = shell.phoneNumbers.hotline;
  return (
    <footer className={styles.footer} data-pagefind-ignore="all">
      <div className={styles.grid}>
        <section aria-labelledby="footer-resources">
          <h2 id="footer-resources" className={styles.heading}>
            {t('footer.resources')}
          </h2>
          <ul className={styles.list}>
            {shell.navigation.footerResources.map((item) => (
              <li key={item.key}>
                <FooterLink to={navTarget(item, shell.buildYear)}>{t(item.key)}</FooterLink>
              </li>
            ))}
            {/* Labels are translation keys (content/data/resources.json); check:i18n covers them. */}
            {shell.resources.map((resource) => (
              <li key={resource.link}>
                <FooterLink to={resource.link} hrefLang={resource.hreflang}>
                  {t(resource.key)}
                </FooterLink>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t('footer.contact')}
          </h2>
          <address className={styles.address}>
            <span className={styles.line}>
              <Icon name="map-pin" />
              <span>
                {t('footer.headquarters')}
                <br />
                {headQuarters.address}
                <br />
                {headQuarters.city}, {headQuarters.state} {headQuarters.zip}
              </span>
            </span>
            <a className={styles.line} href={`tel:${hotline.value}`}>
              <Icon name="phone" />
              <span>
                {t('footer.hotline')}: {hotline.label}
              </span>
            </a>
            <a className={styles.line} href={`mailto:${shell.emailAddresses.info}`}>
              <Icon name="email" />
              <span>{shell.emailAddresses.info}</span>
            </a>
          </address>
          <p className={styles.small}>{t('footer.ein', { ein: shell.organisation.ein })}</p>
        </section>
        <section aria-labelledby="footer-follow">
          <h2 id="footer-follow" className={styles.heading}>
            {t('footer.follow')}
          </h2>
          <ul className={styles.social}>
            {shell.socialMedia.map((social) => (
              <li key={social.link}>
                <a
                  href={social.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={social.label}
                >
                  <Icon name={social.icon as IconName} size="1.5rem" />
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className={styles.bottom}>
        <ul className={styles.legal}>
          {shell.navigation.legal.map((item) => (
            <li key={item.key}>
              <FooterLink to={navTarget(item, shell.buildYear)}>{t(item.key)}</FooterLink>
            </li>
          ))}
        </ul>
        <p className={styles.small}>
          {t('footer.copyright', { year: shell.buildYear, name: shell.organisation.name })}
          <span className={styles.version}>{t('footer.version', { version: shell.version })}</span>
        </p>
      </div>
    </footer>
  );
};
