// Valid HTML (issue 53, point 6): the Nu HTML Checker (vnu-jar, the W3C validator's engine)
// over one built page of every template in every language, after the production build. The
// template is read from each page's page-data.json (Gatsby's componentChunkName), so a new
// page or template is checked without a list to keep.
import { execFile } from 'child_process';
import fs from 'fs';
import path from 'path';
import { fileURLToPath } from 'url';
import { DEFAULT_LANGUAGE, languageOfPath } from '../src/lib/languages';
import { listPages } from './page-weight';
import { JAVA_PATH } from './ensure-java';

// The jar itself (the package's own entry would download a Java of its own).
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

export interface BuiltPage {
  page: string;
  template: string;
}

export interface HtmlError {
  page: string;
  line?: number;
  column?: number;
  message: string;
}

interface VnuMessage {
  type?: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstLine?: number;
  lastColumn?: number;
  message?: string;
}

/**
 * Reports the checker makes that are not errors in our markup, each with why. Empty: every
 * report so far was a real error, and was fixed in src/.
 */
export const FALSE_POSITIVES: Array<{ message: RegExp; why: string }> = [];

/** The page-data.json Gatsby wrote for a page (`/` → page-data/index/). */
const pageDataFile = (publicDir: string, page: string): string =>
  path.join(publicDir, 'page-data', page.replace(/^\/|\/$/g, '') || 'index', 'page-data.json');

/** Each built page with its template (componentChunkName); pages without page data are skipped. */
export const readBuiltPages = (publicDir: string): BuiltPage[] =>
  listPages(publicDir).flatMap((page) => {
    const file = pageDataFile(publicDir, page);
    if (!fs.existsSync(file)) return [];
    const { componentChunkName } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      componentChunkName?: string;
    };
    return componentChunkName ? [{ page, template: componentChunkName }] : [];
  });

/** One page of each template in each language: the first in path order, so runs are repeatable. */
export const onePerTemplateAndLanguage = (pages: BuiltPage[]): string[] => {
  const chosen = new Map<string, string>();
  for (const { page, template } of [...pages].sort((a, b) => a.page.localeCompare(b.page))) {
    const key = `${languageOfPath(page) ?? DEFAULT_LANGUAGE} ${template}`;
    if (!chosen.has(key)) chosen.set(key, page);
  }
  return [...chosen.values()].sort();
};

/**
 * The checker's JSON report as plain errors. Every message counts but `info` (which
 * --errors-only does not print anyway): an unknown type, or a file it could not read
 * (`non-document-error`), fails the check rather than pass unseen.
 */
export const errorsOf = (report: string, pageOfFile: (file: string) => string): HtmlError[] => {
  const { messages = [] } = JSON.parse(report) as { messages?: VnuMessage[] };
  return messages
    .filter((message) => message.type !== 'info')
    .filter((message) => !FALSE_POSITIVES.some(({ message: m }) => m.test(message.message ?? '')))
    .map((message) => ({
      page: message.url?.startsWith('file:')
        ? pageOfFile(fileURLToPath(message.url))
        : (message.url ?? '(no page)'),
      line: message.lastLine ?? message.firstLine,
      // Gatsby writes a page on one line: the column is what finds the place.
      column: message.lastColumn,
      message: message.message ?? `(${message.type ?? 'unknown'} with no message)`,
    }));
};

/** One sentence per error: page, line (and column), what is wrong. */
export const sentenceOf = ({ page, line, column, message }: HtmlError): string =>
  `${page}${line ? `, line ${line}` : ''}${column ? `, column ${column}` : ''}: ${message}`;

const runVnu = (files: string[]): Promise<string> =>
  new Promise((resolve, reject) => {
    execFile(
      JAVA_PATH,
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      // Exit code 1 means "errors found": the report on stderr says which.
      (error, _stdout, stderr) => {
        if (stderr.trim().startsWith('{')) resolve(stderr);
        else reject(error ?? new Error(`the Nu HTML Checker printed no report: ${stderr}`));
      },
    );
  });

const main = async (): Promise<number> => {
  const publicDir = path.resolve(process.argv[2] ?? 'public');
  const pages = onePerTemplateAndLanguage(readBuiltPages(publicDir));
  const fileOf = (page: string) => path.join(publicDir, page, 'index.html');
  const pageOf = new Map(pages.map((page) => [fileOf(page), page]));
  const errors = errorsOf(await runVnu(pages.map(fileOf)), (file) => pageOf.get(file) ?? file);
  console.log(`Nu HTML Checker: ${pages.length} pages, one of each template in each language.`);
  if (errors.length) {
    console.error(`\nInvalid HTML (${errors.length}):\n  ${errors.map(sentenceOf).join('\n  ')}`);
    return 1;
  }
  console.log('Every checked page is valid HTML.');
  return 0;
};

if (require.main === module)
  void main().then(
    (code) => (process.exitCode = code),
    (error: Error) => {
      console.error(error.message);
      process.exitCode = 1;
    },
  );
