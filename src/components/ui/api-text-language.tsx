import React from 'react';
import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import { TaggedText } from './tagged-text';
import * as styles from './api-text-language.module.css';

/**
 * The provider's API writes articles, action e-mails and committee names in English only, and
 * so does the Utah Legislature (bill titles, committees, rooms, history).
 */
const API_TEXT_LANGUAGE = 'en';

/**
 * The `lang` for text that comes from the API: 'en' on a Spanish or Portuguese page, so screen
 * readers read it with English rules (WCAG 3.1.2); nothing on an English page.
 */
export const useApiTextLang = (): string | undefined => {
  const { language } = useI18next();
  return language === API_TEXT_LANGUAGE ? undefined : API_TEXT_LANGUAGE;
};

export type ApiTextKind = 'article' | 'action' | 'legislature';

/**
 * Said once, in the page's language, above English text the API or the Legislature gave:
 * "This article is in English.", "Bill titles and records come from the Utah Legislature…".
 */
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

/**
 * A translated sentence whose values are English names (a committee, a room): on a Spanish or
 * Portuguese page each value is marked lang="en", the sentence around it keeps the page's
 * language. `text` is the translation, called with the values it is given.
 */
export const WithEnglishValues = ({
  text,
  values,
}: {
  text: (values: Record<string, string>) => string;
  values: Record<string, string>;
}) => {
  const lang = useApiTextLang();
  if (!lang) return <>{text(values)}</>;
  const tagged = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, `<en>${value}</en>`]),
  );
  return <TaggedText text={text(tagged)} components={{ en: <span lang={lang} /> }} />;
};
