export const LANGUAGES = ['en', 'es', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Locale tags for Intl formatting and Open Graph. */
export const LOCALE_TAGS: Record<Language, { intl: string; og: string; name: string }> = {
  en: { intl: 'en-US', og: 'en_US', name: 'English' },
  es: { intl: 'es-US', og: 'es_US', name: 'Español' },
  pt: { intl: 'pt-BR', og: 'pt_BR', name: 'Português' },
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Path of `originalPath` in `language`: English lives at the root, others under /es/ and /pt/. */
export const localisedPath = (language: Language, originalPath: string): string =>
  language === DEFAULT_LANGUAGE ? originalPath : `/${language}${originalPath}`;
