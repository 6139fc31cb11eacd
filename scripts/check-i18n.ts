// `npm run check:i18n [-- --strict]`: every key in every language, the glossary followed, a
// sentence's link tags kept, and the translations whose English changed since they were made
// listed for review (failing on those only with --strict). Run by `npm test`.
import path from 'path';
import { runCheck } from './i18n-report';
import { CONTENT_DIRS } from './i18n-texts';

process.exitCode = runCheck({
  root: path.resolve(__dirname, '..'),
  dirs: CONTENT_DIRS,
  strict: process.argv.includes('--strict'),
  log: (line) => console.log(line),
});
