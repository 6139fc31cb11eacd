// Fails when a translation key used in the code is missing from a locale, or when
// one locale has a key another lacks. Run by `npm test` (and `npm run check:i18n`).
import fs from 'fs';
import path from 'path';
import { collectUsedKeys, flattenKeys, type UsedKey } from './i18n-keys';

const ROOT = path.resolve(__dirname, '..');
const LOCALES_DIR = path.join(ROOT, 'content/locales');
const REFERENCE = 'en';

const readLocales = (): Map<string, Map<string, Set<string>>> => {
  const locales = new Map<string, Map<string, Set<string>>>();
  for (const language of fs.readdirSync(LOCALES_DIR)) {
    const namespaces = new Map<string, Set<string>>();
    for (const file of fs.readdirSync(path.join(LOCALES_DIR, language))) {
      if (!file.endsWith('.json')) continue;
      const data: unknown = JSON.parse(
        fs.readFileSync(path.join(LOCALES_DIR, language, file), 'utf8'),
      );
      namespaces.set(path.basename(file, '.json'), new Set(flattenKeys(data)));
    }
    locales.set(language, namespaces);
  }
  return locales;
};

const matches = (used: UsedKey, keys: Set<string>): boolean =>
  used.pattern ? [...keys].some((key) => used.pattern!.test(key)) : keys.has(used.key);

const main = (): number => {
  const locales = readLocales();
  const problems: string[] = [];
  const reference = locales.get(REFERENCE);
  if (!reference) throw new Error(`No ${REFERENCE} locale in ${LOCALES_DIR}`);

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
          problems.push(`${language}/${ns}.json has "${key}", which ${REFERENCE} lacks`);
    }
    for (const ns of namespaces.keys()) {
      if (!reference.has(ns))
        problems.push(`${language}/${ns}.json has no ${REFERENCE} counterpart`);
    }
  }

  for (const used of collectUsedKeys(ROOT)) {
    const found = used.namespaces.some((ns) => matches(used, reference.get(ns) ?? new Set()));
    if (!found)
      problems.push(`${used.file}: "${used.key}" is in none of [${used.namespaces.join(', ')}]`);
  }

  if (problems.length) {
    console.error(`i18n check failed (${problems.length}):\n  ${problems.join('\n  ')}`);
    return 1;
  }
  console.log(
    `i18n check passed: ${locales.size} locales, ${reference.size} namespaces, every used key present.`,
  );
  return 0;
};

process.exitCode = main();
