import React, { useEffect, useState } from 'react';
import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import {
  LANGUAGES,
  LOCALE_TAGS,
  localisedPath,
  withoutLanguagePrefix,
  type Language,
} from '../../lib/languages';
import { Icon } from '../ui/icon';
import { NavDropdown } from './nav-dropdown';
import * as styles from './navbar.module.css';

/** A segment such as `[id]`: the build's one render of a client-only route, id unknown. */
const PLACEHOLDER = /\/\[[^/]*\](?=\/|$)/;

/**
 * The page's address without its language. A client-only route is built once as
 * `/action-email/[id]/`: there the address is the browser's, known once the page is mounted;
 * until then the placeholder is percent-encoded, as a valid URL must have it.
 */
const usePagePath = (): { path: string; href: (path: string) => string } => {
  const { originalPath } = useI18next();
  const [fromLocation, setFromLocation] = useState<string | null>(null);
  useEffect(() => {
    if (PLACEHOLDER.test(originalPath))
      setFromLocation(withoutLanguagePrefix(window.location.pathname));
  }, [originalPath]);
  const path = fromLocation ?? originalPath;
  return { path, href: (href) => (PLACEHOLDER.test(href) ? encodeURI(href) : href) };
};

/** English, Spanish, Portuguese; the choice keeps the current page and is remembered. */
export const LanguageMenu = () => {
  const { t } = useTranslation('common');
  const { language, changeLanguage } = useI18next();
  const { path, href } = usePagePath();
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
            href={href(localisedPath(lng, path))}
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
