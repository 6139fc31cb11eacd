// `npm run i18n:reviewed -- <language|--all> [<id>... | --all]`: records that the chosen
// translations match the current English text, so the check stops listing them.
import { markReviewed, type Selection } from './i18n-sources';
import { CONTENT_DIRS } from './i18n-texts';

const USAGE = `Usage:
  npm run i18n:reviewed -- es home:hero.title [more ids]   one or more texts
  npm run i18n:reviewed -- es home                         a whole namespace (or legal, legal:terms-of-use)
  npm run i18n:reviewed -- es --all                        every text of a language
  npm run i18n:reviewed -- --all                           every text of every language`;

const main = (args: string[]): number => {
  const [first, ...rest] = args;
  if (!first || (first !== '--all' && rest.length === 0)) {
    console.error(USAGE);
    return 2;
  }
  const languages: Selection = first === '--all' ? 'all' : [first];
  const ids: Selection = first === '--all' || rest.includes('--all') ? 'all' : rest;
  const { marked, unknown } = markReviewed(CONTENT_DIRS, languages, ids);
  console.log(`Marked ${marked} translation(s) as current.`);
  if (unknown.length) {
    console.error(`Not found (check the language and the id): ${unknown.join(', ')}`);
    return 1;
  }
  return 0;
};

process.exitCode = main(process.argv.slice(2));
