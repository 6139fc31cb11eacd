import fs from 'fs';
import os from 'os';
import path from 'path';
import { ENGLISH_ONLY_FILE, findMissingKeys } from './i18n-completeness';
import { CONTENT_DIRS } from './i18n-texts';

const ROOT = path.resolve(__dirname, '..');

// Each test works on its own copy of the real locale folder.
const copyLocales = (): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-keys-'));
  const locales = path.join(dir, 'locales');
  fs.cpSync(CONTENT_DIRS.locales, locales, { recursive: true });
  return locales;
};

const editJson = (file: string, edit: (data: Record<string, Record<string, unknown>>) => void) => {
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  edit(data);
  fs.writeFileSync(file, JSON.stringify(data, null, 2));
};

describe('findMissingKeys', () => {
  let locales: string;
  beforeEach(() => {
    locales = copyLocales();
  });
  afterEach(() => fs.rmSync(path.dirname(locales), { recursive: true, force: true }));

  it('finds nothing missing in the real locale files', () => {
    expect(findMissingKeys(ROOT, CONTENT_DIRS.locales)).toEqual([]);
  });

  it('names a key a language lacks', () => {
    editJson(path.join(locales, 'es', 'action-email.json'), (data) => {
      delete data.preview!.recipient;
    });
    expect(findMissingKeys(ROOT, locales)).toEqual([
      'es/action-email.json lacks "preview.recipient"',
    ]);
  });

  it('asks English alone for a text shown in English only, and no one else for it', () => {
    // The greeting and closing of a message to a legislator are previewed in English, as sent.
    const english = JSON.parse(
      fs.readFileSync(path.join(locales, 'en', 'action-email.json'), 'utf8'),
    );
    expect(english.preview.greeting).toBe('Dear Legislator,');
    editJson(path.join(locales, 'pt', 'action-email.json'), (data) => {
      data.preview!.greeting = 'Prezado(a) legislador(a),';
    });
    expect(findMissingKeys(ROOT, locales)).toEqual([
      `pt/action-email.json has "preview.greeting", which the site shows in en only (${ENGLISH_ONLY_FILE}): remove it`,
    ]);
  });

  it('asks every language for the text again once it leaves the English-only list', () => {
    editJson(path.join(locales, ENGLISH_ONLY_FILE), (data) => {
      delete data.texts!['action-email:preview.closing'];
    });
    expect(findMissingKeys(ROOT, locales)).toEqual([
      'es/action-email.json lacks "preview.closing"',
      'pt/action-email.json lacks "preview.closing"',
    ]);
  });

  it('names an English-only id English does not define', () => {
    editJson(path.join(locales, ENGLISH_ONLY_FILE), (data) => {
      data.texts!['action-email:preview.signature'] = 'a typo';
    });
    expect(findMissingKeys(ROOT, locales)).toEqual([
      `${ENGLISH_ONLY_FILE} names "action-email:preview.signature", which en lacks`,
    ]);
  });
});
