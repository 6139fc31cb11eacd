import { findMissingKeys } from './i18n-completeness';
import { findGlossaryHits, readGlossary } from './i18n-glossary';
import { findOutdated, type Review } from './i18n-sources';
import { findTagMismatches } from './i18n-tags';
import { listLanguages, readTexts, REFERENCE_LANGUAGE, type ContentDirs } from './i18n-texts';

export interface CheckOptions {
  root: string;
  dirs: ContentDirs;
  /** Fail on translations to review too, not only on missing keys and glossary misses. */
  strict: boolean;
  log: (line: string) => void;
}

const MAX_SHOWN = 110;
const shorten = (text: string): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_SHOWN ? `${flat.slice(0, MAX_SHOWN - 1)}…` : flat;
};

const describeReview = (dirs: ContentDirs, review: Review, log: (line: string) => void) => {
  const { language, changed, unreviewed } = review;
  if (changed.length) {
    const english = readTexts(dirs, REFERENCE_LANGUAGE);
    const translated = readTexts(dirs, language);
    log(`${language}: ${changed.length} translation(s) to revisit, their English changed:`);
    for (const id of changed) {
      log(`  ${id}`);
      log(`    en now: ${shorten(english.get(id) ?? '')}`);
      log(`    ${language}:     ${shorten(translated.get(id) ?? '')}`);
    }
  }
  if (unreviewed.length)
    log(
      `${language}: ${unreviewed.length} text(s) not yet reviewed (no English source recorded): ${unreviewed.join(', ')}`,
    );
};

/** Runs every translation check and returns the process exit code. */
export const runCheck = ({ root, dirs, strict, log }: CheckOptions): number => {
  const missing = findMissingKeys(root, dirs.locales);
  const textsByLanguage = new Map(
    listLanguages(dirs.locales).map((language) => [language, readTexts(dirs, language)]),
  );
  const glossaryHits = findGlossaryHits(readGlossary(dirs), textsByLanguage).map(
    (hit) =>
      `${hit.language} ${hit.id}: "${hit.found}" goes against the glossary (${hit.term}: use "${hit.use}")`,
  );
  const tagMismatches = findTagMismatches(textsByLanguage);
  const reviews = findOutdated(dirs).filter((r) => r.changed.length || r.unreviewed.length);

  for (const review of reviews) describeReview(dirs, review, log);
  if (reviews.length)
    log(
      'After revising, mark them current: npm run i18n:reviewed -- <language> <id>... (or <language> --all)',
    );

  const problems = [...missing, ...glossaryHits, ...tagMismatches];
  if (problems.length) {
    log(`i18n check failed (${problems.length}):\n  ${problems.join('\n  ')}`);
    return 1;
  }
  if (strict && reviews.length) {
    log('i18n check failed (--strict): some translations are older than their English text.');
    return 1;
  }
  log(
    `i18n check passed: ${textsByLanguage.size} locales, every key present, glossary followed, link tags kept${
      reviews.length ? '; translations to review are listed above' : ', every translation current'
    }.`,
  );
  return 0;
};
