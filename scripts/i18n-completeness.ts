import fs from 'fs';
import path from 'path';
import { collectUsedKeys, flattenKeys, type UsedKey } from './i18n-keys';
import { listLanguages, REFERENCE_LANGUAGE } from './i18n-texts';

type Namespaces = Map<string, Set<string>>;

const readKeys = (localesDir: string): Map<string, Namespaces> => {
  const locales = new Map<string, Namespaces>();
  for (const language of listLanguages(localesDir)) {
    const namespaces: Namespaces = new Map();
    for (const file of fs.readdirSync(path.join(localesDir, language))) {
      if (!file.endsWith('.json')) continue;
      const data: unknown = JSON.parse(
        fs.readFileSync(path.join(localesDir, language, file), 'utf8'),
      );
      namespaces.set(path.basename(file, '.json'), new Set(flattenKeys(data)));
    }
    locales.set(language, namespaces);
  }
  return locales;
};

/**
 * content/locales/english-only.json: texts the site shows in English whatever the page's
 * language (read with `getFixedT('en')`), so only English defines them. Ids with the reason.
 */
export const ENGLISH_ONLY_FILE = 'english-only.json';

export const readEnglishOnly = (localesDir: string): Map<string, string> => {
  const file = path.join(localesDir, ENGLISH_ONLY_FILE);
  if (!fs.existsSync(file)) return new Map();
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { texts?: Record<string, string> };
  return new Map(Object.entries(data.texts ?? {}));
};

const matches = (used: UsedKey, keys: Set<string>): boolean =>
  used.pattern ? [...keys].some((key) => used.pattern!.test(key)) : keys.has(used.key);

/**
 * A key one locale has and another lacks, a namespace file missing in a language, and a
 * key the code in `root`/src uses that English does not define. A text English alone shows
 * (english-only.json) is asked of English only, and is a problem in any other language.
 */
export const findMissingKeys = (root: string, localesDir: string): string[] => {
  const locales = readKeys(localesDir);
  const problems: string[] = [];
  const reference = locales.get(REFERENCE_LANGUAGE);
  if (!reference) return [`No ${REFERENCE_LANGUAGE} locale in ${localesDir}`];
  const englishOnly = readEnglishOnly(localesDir);
  for (const id of englishOnly.keys()) {
    const [ns = '', key = ''] = id.split(/:(.*)/s);
    if (!reference.get(ns)?.has(key))
      problems.push(`${ENGLISH_ONLY_FILE} names "${id}", which ${REFERENCE_LANGUAGE} lacks`);
  }

  for (const [language, namespaces] of locales) {
    for (const [ns, keys] of reference) {
      const other = namespaces.get(ns);
      if (!other) {
        problems.push(`${language}/${ns}.json is missing`);
        continue;
      }
      for (const key of keys) {
        const shownInEnglish = language !== REFERENCE_LANGUAGE && englishOnly.has(`${ns}:${key}`);
        if (shownInEnglish && other.has(key))
          problems.push(
            `${language}/${ns}.json has "${key}", which the site shows in ${REFERENCE_LANGUAGE} only (${ENGLISH_ONLY_FILE}): remove it`,
          );
        else if (!shownInEnglish && !other.has(key))
          problems.push(`${language}/${ns}.json lacks "${key}"`);
      }
      for (const key of other)
        if (!keys.has(key))
          problems.push(`${language}/${ns}.json has "${key}", which ${REFERENCE_LANGUAGE} lacks`);
    }
    for (const ns of namespaces.keys()) {
      if (!reference.has(ns))
        problems.push(`${language}/${ns}.json has no ${REFERENCE_LANGUAGE} counterpart`);
    }
  }

  for (const used of collectUsedKeys(root)) {
    const found = used.namespaces.some((ns) => matches(used, reference.get(ns) ?? new Set()));
    if (!found)
      problems.push(`${used.file}: "${used.key}" is in none of [${used.namespaces.join(', ')}]`);
  }
  return problems;
};
