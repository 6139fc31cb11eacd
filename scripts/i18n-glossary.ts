import fs from 'fs';
import path from 'path';
import { escapeRegExp } from '../src/lib/escape';
import type { ContentDirs, Texts } from './i18n-texts';

/** content/locales/glossary.json: the machine-readable half of GLOSSARY.md. */
export interface TermTranslation {
  use: string;
  /** Phrases that must not appear, matched whole-word and case-insensitively. */
  avoid?: string[];
  /**
   * Names with one spelling: found in any case, they must be written exactly so
   * ("Salve una Vida", never "Salve una vida").
   */
  spelling?: string[];
}

export interface GlossaryTerm {
  id: string;
  en: string;
  note?: string;
  /**
   * Only these texts are checked for this term: an id (`our-team:meta.description`), or the
   * start of ids when it ends in "." or ":" (`our-team:roles.`). Without it, every text is.
   */
  only?: string[];
  translations: Record<string, TermTranslation>;
}

/** A wrong variant that is right in one place, e.g. "beca" for a school scholarship. */
export interface GlossaryException {
  language: string;
  id: string;
  avoid: string;
  why: string;
}

export interface Glossary {
  register: Record<string, string>;
  terms: GlossaryTerm[];
  exceptions: GlossaryException[];
}

export interface GlossaryHit {
  language: string;
  id: string;
  term: string;
  found: string;
  use: string;
}

export const GLOSSARY_FILE = 'glossary.json';

export const readGlossary = (dirs: ContentDirs): Glossary =>
  JSON.parse(fs.readFileSync(path.join(dirs.locales, GLOSSARY_FILE), 'utf8')) as Glossary;

const WORD_CHARACTER = /[\p{L}\p{N}_]/u;

/**
 * Whole words only: "renta" must not match "Rentas Internas", "Salva" not "Salvador". A phrase
 * that starts or ends with punctuation ("«", "$") has no word edge there. An entry between
 * slashes is a regular expression, for a pattern no phrase can name (a space before "%").
 */
export const phrasePattern = (phrase: string): RegExp => {
  const trimmed = phrase.trim();
  if (trimmed.length > 2 && trimmed.startsWith('/') && trimmed.endsWith('/'))
    return new RegExp(trimmed.slice(1, -1), 'iu');
  const start = WORD_CHARACTER.test(trimmed.charAt(0)) ? '(?<![\\p{L}\\p{N}_])' : '';
  const end = WORD_CHARACTER.test(trimmed.charAt(trimmed.length - 1)) ? '(?![\\p{L}\\p{N}_])' : '';
  return new RegExp(`${start}${escapeRegExp(trimmed).replace(/\s+/g, '\\s+')}${end}`, 'iu');
};

// Tags and attributes are markup, not wording: scan only what a reader sees.
const visibleText = (text: string): string => text.replace(/<[^>]*>/g, ' ');

const isException = (glossary: Glossary, language: string, id: string, avoid: string): boolean =>
  glossary.exceptions.some(
    (exception) =>
      exception.language === language &&
      exception.id === id &&
      exception.avoid.toLowerCase() === avoid.toLowerCase(),
  );

const inScope = (term: GlossaryTerm, id: string): boolean =>
  !term.only ||
  term.only.some((scope) => id === scope || (/[.:]$/.test(scope) && id.startsWith(scope)));

/** The first place a one-spelling name is written another way ("Salve una vida"), if any. */
const misspelling = (spelling: string, text: string): string | undefined => {
  const pattern = new RegExp(phrasePattern(spelling).source, 'giu');
  return [...text.matchAll(pattern)].find(
    ([found]) => found.replace(/\s+/g, ' ') !== spelling,
  )?.[0];
};

export const findGlossaryHits = (
  glossary: Glossary,
  textsByLanguage: Map<string, Texts>,
): GlossaryHit[] => {
  const hits: GlossaryHit[] = [];
  for (const [language, texts] of textsByLanguage) {
    for (const term of glossary.terms) {
      const translation = term.translations[language];
      if (!translation) continue;
      const scoped = [...texts].filter(([id]) => inScope(term, id));
      for (const avoid of translation.avoid ?? []) {
        const pattern = phrasePattern(avoid);
        for (const [id, text] of scoped) {
          const match = pattern.exec(visibleText(text));
          if (!match || isException(glossary, language, id, avoid)) continue;
          hits.push({ language, id, term: term.id, found: match[0], use: translation.use });
        }
      }
      for (const spelling of translation.spelling ?? []) {
        for (const [id, text] of scoped) {
          const found = misspelling(spelling, visibleText(text));
          if (found === undefined || isException(glossary, language, id, spelling)) continue;
          hits.push({ language, id, term: term.id, found, use: spelling });
        }
      }
    }
  }
  // Grouped by text, so a translator fixes one file at a time.
  return hits.sort((a, b) => a.language.localeCompare(b.language) || a.id.localeCompare(b.id));
};
