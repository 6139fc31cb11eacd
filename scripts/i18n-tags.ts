import { REFERENCE_LANGUAGE, type Texts } from './i18n-texts';

// A sentence's links are tags around words, `<terms>Terms of Use</terms>` (TaggedText in
// src/components/ui/tagged-text.tsx). A translation that drops or renames one still shows its
// words, as plain text: the link is gone without a sound, so the check names it.
const TAG_NAME = /<(\w+)>/g;

const tagsOf = (text: string): string =>
  [...text.matchAll(TAG_NAME)]
    .map((match) => match[1])
    .sort()
    .join(', ');

/** Translations (locale files only; legal pages are HTML) whose tags differ from English's. */
export const findTagMismatches = (textsByLanguage: Map<string, Texts>): string[] => {
  const english = textsByLanguage.get(REFERENCE_LANGUAGE) ?? new Map<string, string>();
  const problems: string[] = [];
  for (const [language, texts] of textsByLanguage) {
    if (language === REFERENCE_LANGUAGE) continue;
    for (const [id, text] of texts) {
      const source = english.get(id);
      if (source === undefined || id.startsWith('legal:')) continue;
      const expected = tagsOf(source);
      const found = tagsOf(text);
      if (found !== expected)
        problems.push(
          `${language} ${id}: tags <${found || 'none'}> where English has <${expected || 'none'}>`,
        );
    }
  }
  return problems;
};
