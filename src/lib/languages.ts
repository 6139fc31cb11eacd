import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './site-languages';

export { DEFAULT_LANGUAGE, LANGUAGES, LOCALE_TAGS, type Language } from './site-languages';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Path of `originalPath` in `language`: English lives at the root, others under /es/ and /pt/. */
export const localisedPath = (language: Language, originalPath: string): string =>
  language === DEFAULT_LANGUAGE ? originalPath : `/${language}${originalPath}`;

/** The languages whose pages live under a prefix (`/es/`, `/pt/`). */
export const PREFIXED_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

const ALTERNATIVES = PREFIXED_LANGUAGES.join('|');

/**
 * Regular-expression source of an optional language prefix, `(?:/(?:es|pt))?`, with no
 * capturing group: a rule about an address then holds in every language.
 */
export const OPTIONAL_LANGUAGE_PREFIX = `(?:/(?:${ALTERNATIVES}))?`;

/** `^` + optional language prefix + `rest` (a pattern source starting with `/`). */
export const inAnyLanguage = (rest: string): RegExp =>
  new RegExp(`^${OPTIONAL_LANGUAGE_PREFIX}${rest}`);

/** The prefix of a copied page (`/es/...`, or `es/...` as the i18n plugin writes it). */
export const LANGUAGE_PREFIX = new RegExp(`^/?(${ALTERNATIVES})(?=/|$)`);

/** The language of a copied page (`/es/...` or `es/...`), or null for an English one. */
export const languageOfPath = (path: string): string | null =>
  LANGUAGE_PREFIX.exec(path)?.[1] ?? null;

/** `/es/news/` → `/news/`; an address without a prefix (or `/es` alone) is kept. */
export const withoutLanguagePrefix = (pathname: string): string =>
  pathname.replace(new RegExp(`^/(?:${ALTERNATIVES})(?=/)`), '');
