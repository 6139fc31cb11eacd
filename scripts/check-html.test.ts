import fs from 'fs';
import os from 'os';
import path from 'path';
import { errorsOf, onePerTemplateAndLanguage, readBuiltPages, sentenceOf } from './check-html';

const report = (messages: object[]) => JSON.stringify({ messages });
const pageOf = (file: string) => `/page-of${file}`;

describe('the Nu HTML Checker step', () => {
  it('turns every error into a sentence naming the page, the line and the message', () => {
    const errors = errorsOf(
      report([
        {
          type: 'error',
          url: 'file:/site/public/sms/index.html',
          lastLine: 12,
          lastColumn: 40,
          message: 'The autofill field name “tel-national” is not allowed in this context.',
        },
      ]),
      (file) => (file === '/site/public/sms/index.html' ? '/sms/' : file),
    );
    expect(errors.map(sentenceOf)).toEqual([
      '/sms/, line 12, column 40: The autofill field name “tel-national” is not allowed in this context.',
    ]);
  });

  it('drops no error: a fatal, an unreadable file or an unknown type fails too, only info passes', () => {
    const errors = errorsOf(
      report([
        { type: 'error', subType: 'fatal', url: 'file:/a/index.html', message: 'Fatal' },
        { type: 'non-document-error', subType: 'io', url: 'file:/b/index.html', message: 'IO' },
        { type: 'something-new', url: 'file:/c/index.html' },
        { type: 'info', url: 'file:/d/index.html', message: 'Just so you know' },
      ]),
      pageOf,
    );
    expect(errors.map(sentenceOf)).toEqual([
      '/page-of/a/index.html: Fatal',
      '/page-of/b/index.html: IO',
      '/page-of/c/index.html: (something-new with no message)',
    ]);
  });

  it('passes a report with no messages', () => {
    expect(errorsOf(report([]), pageOf)).toEqual([]);
    expect(errorsOf('{}', pageOf)).toEqual([]);
  });

  it('checks one page of each template in each language, the first in path order', () => {
    const chosen = onePerTemplateAndLanguage([
      { page: '/news/article/b-second/', template: 'article' },
      { page: '/news/article/a-first/', template: 'article' },
      { page: '/es/news/article/a-first/', template: 'article' },
      { page: '/pt/news/article/c/', template: 'article' },
      { page: '/', template: 'home' },
      { page: '/es/', template: 'home' },
      { page: '/es/404/', template: 'not-found' },
      { page: '/404/', template: 'not-found' },
      { page: '/legislature/2026-hb88/', template: 'bill' },
      { page: '/legislature/2026-sb1/', template: 'bill' },
    ]);
    expect(chosen).toEqual([
      '/',
      '/404/',
      '/es/',
      '/es/404/',
      '/es/news/article/a-first/',
      '/legislature/2026-hb88/',
      '/news/article/a-first/',
      '/pt/news/article/c/',
    ]);
  });

  it('reads each page’s template from the page data Gatsby wrote', () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-html-'));
    const writePage = (page: string, dataDir: string, template?: string) => {
      fs.mkdirSync(path.join(publicDir, page), { recursive: true });
      fs.writeFileSync(path.join(publicDir, page, 'index.html'), '<!doctype html>');
      fs.mkdirSync(path.join(publicDir, 'page-data', dataDir), { recursive: true });
      fs.writeFileSync(
        path.join(publicDir, 'page-data', dataDir, 'page-data.json'),
        JSON.stringify(template ? { componentChunkName: template } : {}),
      );
    };
    try {
      writePage('', 'index', 'component---src-pages-index-tsx');
      writePage('es/sms', 'es/sms', 'component---src-pages-sms-tsx');
      writePage('odd', 'odd');
      expect(readBuiltPages(publicDir).sort((a, b) => a.page.localeCompare(b.page))).toEqual([
        { page: '/', template: 'component---src-pages-index-tsx' },
        { page: '/es/sms/', template: 'component---src-pages-sms-tsx' },
      ]);
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  });
});
