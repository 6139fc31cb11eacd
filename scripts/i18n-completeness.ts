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

const matches = (used: UsedKey, keys: Set<string>): boolean =>
  used.pattern ? [...keys].some((key) => used.pattern!.test(key)) : keys.has(used.key);

/**
 * A key one locale has and another lacks, a namespace file missing in a language, and a
 * key the code in `root`/src uses that English does not define.
 */
export const findMissingKeys = (root: string, localesDir: string): string[] => {
  const locales = readKeys(localesDir);
  const problems: string[] = [];
  const reference = locales.get(REFERENCE_LANGUAGE);
  if (!reference) return [`No ${REFERENCE_LANGUAGE} locale in ${localesDir}`];

  for (const [language, namespaces] of locales) {
    for (const [ns, keys] of reference) {
      const other = namespaces.get(ns);
      if (!other) {
        problems.push(`${language}/${ns}.json is missing`);
        continue;
      }
      for (const key of keys)
        if (!other.has(key)) problems.push(`${language}/${ns}.json lacks "${key}"`);
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
