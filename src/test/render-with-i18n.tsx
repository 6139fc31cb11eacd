import fs from 'fs';
import path from 'path';
import React from 'react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { render } from '@testing-library/react';
import { I18nextContext } from 'gatsby-plugin-react-i18next';
import { LANGUAGES } from '../lib/languages';

const LOCALES = path.resolve(__dirname, '../../content/locales');

const loadResources = () =>
  Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      Object.fromEntries(
        fs
          .readdirSync(path.join(LOCALES, language))
          .map((file) => [
            path.basename(file, '.json'),
            JSON.parse(fs.readFileSync(path.join(LOCALES, language, file), 'utf8')),
          ]),
      ),
    ]),
  );

/** `ui` inside the real translation files, as the i18n plugin provides them on a page in `language`. */
export const withI18n = (ui: React.ReactElement, { language = 'en', originalPath = '/' } = {}) => {
  const i18n = i18next.createInstance();
  void i18n.init({
    resources: loadResources(),
    lng: language,
    fallbackLng: 'en',
    defaultNS: 'common',
    fallbackNS: 'common',
    initImmediate: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const context = {
    language,
    languages: [...LANGUAGES],
    defaultLanguage: 'en',
    routed: language !== 'en',
    originalPath,
    path: language === 'en' ? originalPath : `/${language}${originalPath}`,
    generateDefaultLanguagePage: false,
  };
  return (
    <I18nextProvider i18n={i18n}>
      <I18nextContext.Provider value={context}>{ui}</I18nextContext.Provider>
    </I18nextProvider>
  );
};

/** Renders with the real translation files, as the i18n plugin does on a page in `language`. */
export const renderWithI18n = (
  ui: React.ReactElement,
  page: { language?: string; originalPath?: string } = {},
) => render(withI18n(ui, page));
