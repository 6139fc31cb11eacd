import fs from 'fs';
import path from 'path';

/**
 * Every translatable text of one language by id: `<namespace>:<key>` for a locale file
 * (`home:hero.title`) and `legal:<slug>` for a whole legal page. One id space lets the
 * stale-translation and glossary checks treat both kinds the same way.
 */
export type Texts = Map<string, string>;

export interface ContentDirs {
  locales: string;
  legal: string;
}

export const REFERENCE_LANGUAGE = 'en';

export const CONTENT_DIRS: ContentDirs = {
  locales: path.resolve(__dirname, '../content/locales'),
  legal: path.resolve(__dirname, '../content/legal'),
};

const flatten = (value: unknown, prefix: string, out: Texts): Texts => {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value as Record<string, unknown>))
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else out.set(prefix, String(value));
  return out;
};

/** The language folders of content/locales (files beside them, such as the glossary, are not languages). */
export const listLanguages = (localesDir: string): string[] =>
  fs
    .readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

const listFiles = (dir: string, extension: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((file) => file.endsWith(extension))
        .sort()
    : [];

export const readTexts = (dirs: ContentDirs, language: string): Texts => {
  const texts: Texts = new Map();
  const localeDir = path.join(dirs.locales, language);
  for (const file of listFiles(localeDir, '.json')) {
    const data: unknown = JSON.parse(fs.readFileSync(path.join(localeDir, file), 'utf8'));
    for (const [key, text] of flatten(data, '', new Map()))
      texts.set(`${path.basename(file, '.json')}:${key}`, text);
  }
  const legalDir = path.join(dirs.legal, language);
  for (const file of listFiles(legalDir, '.html'))
    texts.set(
      `legal:${path.basename(file, '.html')}`,
      fs.readFileSync(path.join(legalDir, file), 'utf8'),
    );
  return texts;
};
