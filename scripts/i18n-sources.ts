import { createHash } from 'crypto';
import fs from 'fs';
import path from 'path';
import { listLanguages, readTexts, REFERENCE_LANGUAGE, type ContentDirs } from './i18n-texts';

/**
 * For every translated text, a short hash of the English text it was translated from,
 * per language: `{ "es": { "home:hero.title": "3f2a9c0d1b7e" } }`. When the English text
 * changes its hash no longer matches, and the check lists the translation for review.
 */
export type Sources = Record<string, Record<string, string>>;

export const SOURCES_FILE = 'translation-sources.json';

export const hashText = (text: string): string =>
  createHash('sha256').update(text.replace(/\r\n/g, '\n').trim()).digest('hex').slice(0, 12);

const sourcesPath = (dirs: ContentDirs) => path.join(dirs.locales, SOURCES_FILE);

export const readSources = (dirs: ContentDirs): Sources =>
  fs.existsSync(sourcesPath(dirs))
    ? (JSON.parse(fs.readFileSync(sourcesPath(dirs), 'utf8')) as Sources)
    : {};

const sortedObject = <T>(record: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** Sorted, one text per line: branches that mark different texts merge without conflicts. */
export const writeSources = (dirs: ContentDirs, sources: Sources): void => {
  const sorted = sortedObject(
    Object.fromEntries(Object.entries(sources).map(([lng, ids]) => [lng, sortedObject(ids)])),
  );
  fs.writeFileSync(sourcesPath(dirs), `${JSON.stringify(sorted, null, 2)}\n`);
};

export interface Review {
  language: string;
  /** English changed since the translation was made or last reviewed. */
  changed: string[];
  /** No English source recorded yet: a new key, or one never marked reviewed. */
  unreviewed: string[];
}

export const translatedLanguages = (dirs: ContentDirs): string[] =>
  listLanguages(dirs.locales).filter((language) => language !== REFERENCE_LANGUAGE);

export const findOutdated = (dirs: ContentDirs): Review[] => {
  const english = readTexts(dirs, REFERENCE_LANGUAGE);
  const sources = readSources(dirs);
  return translatedLanguages(dirs).map((language) => {
    const translated = readTexts(dirs, language);
    const recorded = sources[language] ?? {};
    const review: Review = { language, changed: [], unreviewed: [] };
    for (const [id, text] of english) {
      // A text the language lacks is the completeness check's business, not a review.
      if (!translated.has(id)) continue;
      const hash = recorded[id];
      if (hash === undefined) review.unreviewed.push(id);
      else if (hash !== hashText(text)) review.changed.push(id);
    }
    return review;
  });
};

export type Selection = 'all' | string[];

/** An id, or a namespace (`home`, `home:`, `legal`) standing for all of its ids. */
const selects = (wanted: string, id: string): boolean =>
  id === wanted || id.startsWith(wanted.endsWith(':') ? wanted : `${wanted}:`);

export interface MarkResult {
  marked: number;
  /** Selections that matched no English text in that language. */
  unknown: string[];
}

/** Records the current English text as the source of the chosen translations. */
export const markReviewed = (
  dirs: ContentDirs,
  languages: Selection,
  ids: Selection,
): MarkResult => {
  const english = readTexts(dirs, REFERENCE_LANGUAGE);
  const sources = readSources(dirs);
  const result: MarkResult = { marked: 0, unknown: [] };
  const chosenLanguages = languages === 'all' ? translatedLanguages(dirs) : languages;
  for (const language of chosenLanguages) {
    if (!translatedLanguages(dirs).includes(language)) {
      result.unknown.push(language);
      continue;
    }
    const translated = readTexts(dirs, language);
    // Forget texts English no longer has, so the file does not collect dead ids.
    const recorded = Object.fromEntries(
      Object.entries(sources[language] ?? {}).filter(([id]) => english.has(id)),
    );
    const candidates = [...english.keys()].filter((id) => translated.has(id));
    const chosen =
      ids === 'all'
        ? candidates
        : ids.flatMap((wanted) => {
            const found = candidates.filter((id) => selects(wanted, id));
            if (found.length === 0) result.unknown.push(`${language} ${wanted}`);
            return found;
          });
    for (const id of new Set(chosen)) {
      recorded[id] = hashText(english.get(id)!);
      result.marked += 1;
    }
    sources[language] = recorded;
  }
  writeSources(dirs, sources);
  return result;
};
