import React from 'react';
import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import { LANGUAGES, LOCALE_TAGS, localisedPath, type Language } from '../../lib/languages';
import { Icon } from '../ui/icon';
import { NavDropdown } from './nav-dropdown';
import * as styles from './navbar.module.css';

/** English, Spanish, Portuguese; the choice keeps the current page and is remembered. */
export const LanguageMenu = () => {
  const { t } = useTranslation('common');
  const { language, originalPath, changeLanguage } = useI18next();
  const current = LOCALE_TAGS[language as Language] ?? LOCALE_TAGS.en;
  return (
    <NavDropdown
      ariaLabel={t('nav.languageMenu', { language: current.name })}
      label={
        <>
          <Icon name="globe" />
          <span>{current.name}</span>
        </>
      }
    >
      {LANGUAGES.map((lng) => (
        <li key={lng}>
          <a
            href={localisedPath(lng, originalPath)}
            hrefLang={lng}
            lang={lng}
            className={styles.dropdownLink}
            aria-current={lng === language ? 'true' : undefined}
            onClick={(event) => {
              event.preventDefault();
              void changeLanguage(lng);
            }}
          >
            {LOCALE_TAGS[lng].name}
          </a>
        </li>
      ))}
    </NavDropdown>
  );
};
