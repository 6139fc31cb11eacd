import React from 'react';
import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import * as styles from './api-text-language.module.css';

/** The provider's API writes articles, action e-mails and committee names in English only. */
const API_TEXT_LANGUAGE = 'en';

/**
 * The `lang` for text that comes from the API: 'en' on a Spanish or Portuguese page, so screen
 * readers read it with English rules (WCAG 3.1.2); nothing on an English page.
 */
export const useApiTextLang = (): string | undefined => {
  const { language } = useI18next();
  return language === API_TEXT_LANGUAGE ? undefined : API_TEXT_LANGUAGE;
};

export type ApiTextKind = 'article' | 'action';

/** Said once, in the page's language, above English text the API gave: "This article is in English." */
export const InEnglishNote = ({ kind }: { kind: ApiTextKind }) => {
  const { t } = useTranslation('common');
  if (!useApiTextLang()) return null;
  return <p className={styles.note}>{t(`apiText.${kind}`)}</p>;
};

/** " (in English)" after a heading over a list of English names (committees); nothing in English. */
export const InEnglishSuffix = () => {
  const { t } = useTranslation('common');
  if (!useApiTextLang()) return null;
  return <span className={styles.suffix}> {t('apiText.suffix')}</span>;
};
