import React, { useId } from 'react';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { isLanguage, localisedPath } from '../../lib/languages';
import { Icon } from '../ui/icon';
import * as styles from './navbar-search.module.css';

// src/pages/search.tsx; localisedPath adds /es or /pt.
const SEARCH_PAGE_PATH = '/search/';

/**
 * A plain GET form to the search page in the page's language: it works before (and without)
 * JavaScript, and content pages load no search code until someone searches.
 */
export const NavbarSearch = () => {
  const { t, language } = useI18next();
  const inputId = useId();
  const action = localisedPath(isLanguage(language) ? language : 'en', SEARCH_PAGE_PATH);
  return (
    <form role="search" action={action} method="get" className={styles.form}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('nav.searchLabel')}
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        required
        enterKeyHint="search"
        autoComplete="off"
        placeholder={t('nav.searchPlaceholder')}
        className={styles.input}
      />
      <button type="submit" className={styles.submit}>
        <Icon name="search" size="1.25rem" />
        <span className="visually-hidden">{t('nav.searchSubmit')}</span>
      </button>
    </form>
  );
};
