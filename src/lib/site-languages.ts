// The one place a language is added (README, "Add a language"). Everything that knows the
// languages (pages, head, news paths, pixel, server, budgets) derives from this table
// through ./languages.ts, so this file holds data only: a test swaps it for a fourth language.
export const LANGUAGES = ['en', 'es', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Locale tags for Intl formatting and Open Graph. */
export const LOCALE_TAGS: Record<Language, { intl: string; og: string; name: string }> = {
  en: { intl: 'en-US', og: 'en_US', name: 'English' },
  es: { intl: 'es-US', og: 'es_US', name: 'Español' },
  pt: { intl: 'pt-BR', og: 'pt_BR', name: 'Português' },
};
