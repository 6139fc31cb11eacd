import fs from 'fs';
import os from 'os';
import path from 'path';
import { runCheck } from './i18n-report';
import { findOutdated, markReviewed, readSources, SOURCES_FILE } from './i18n-sources';
import { CONTENT_DIRS, type ContentDirs } from './i18n-texts';

const ROOT = path.resolve(__dirname, '..');

// Each test works on its own copy of the real locale and legal folders.
const copyContent = (): ContentDirs => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-'));
  const dirs = { locales: path.join(dir, 'locales'), legal: path.join(dir, 'legal') };
  fs.cpSync(CONTENT_DIRS.locales, dirs.locales, { recursive: true });
  fs.cpSync(CONTENT_DIRS.legal, dirs.legal, { recursive: true });
  return dirs;
};

const editJson = (file: string, edit: (data: Record<string, Record<string, unknown>>) => void) => {
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  edit(data);
  fs.writeFileSync(file, JSON.stringify(data, null, 2));
};

const check = (dirs: ContentDirs, strict = false) => {
  const lines: string[] = [];
  const code = runCheck({ root: ROOT, dirs, strict, log: (line) => lines.push(line) });
  return { code, output: lines.join('\n') };
};

describe('stale translations', () => {
  let dirs: ContentDirs;
  beforeEach(() => {
    dirs = copyContent();
    markReviewed(dirs, 'all', 'all');
  });
  afterEach(() => fs.rmSync(path.dirname(dirs.locales), { recursive: true, force: true }));

  it('lists a key for es and pt once its English text changes', () => {
    expect(findOutdated(dirs)).toEqual([
      { language: 'es', changed: [], unreviewed: [] },
      { language: 'pt', changed: [], unreviewed: [] },
    ]);
    editJson(path.join(dirs.locales, 'en/home.json'), (home) => {
      home.hero!.title = 'You are never alone. We are here for you and your baby.';
    });

    expect(findOutdated(dirs)).toEqual([
      { language: 'es', changed: ['home:hero.title'], unreviewed: [] },
      { language: 'pt', changed: ['home:hero.title'], unreviewed: [] },
    ]);
    const { code, output } = check(dirs);
    expect(code).toBe(0);
    expect(output).toMatch(/^es: 1 translation\(s\) to revisit/m);
    expect(output).toContain('en now: You are never alone.');
    expect(output).toContain('es:     No está sola.');
    expect(check(dirs, true).code).toBe(1);
  });

  it('clears a key once it is marked reviewed, one language at a time', () => {
    editJson(path.join(dirs.locales, 'en/home.json'), (home) => {
      home.hero!.title = 'You are never alone.';
    });

    expect(markReviewed(dirs, ['es'], ['home:hero.title'])).toEqual({ marked: 1, unknown: [] });
    expect(findOutdated(dirs).map((r) => [r.language, r.changed])).toEqual([
      ['es', []],
      ['pt', ['home:hero.title']],
    ]);

    markReviewed(dirs, ['pt'], ['home']);
    expect(check(dirs, true).code).toBe(0);
  });

  it('notices a reworded legal page', () => {
    const terms = path.join(dirs.legal, 'en/terms-of-use.html');
    fs.appendFileSync(terms, '<p>A new paragraph.</p>\n');
    expect(findOutdated(dirs).map((r) => r.changed)).toEqual([
      ['legal:terms-of-use'],
      ['legal:terms-of-use'],
    ]);
  });

  it('reports a new key with no recorded source as not yet reviewed, failing only with --strict', () => {
    for (const language of ['en', 'es', 'pt'])
      editJson(path.join(dirs.locales, `${language}/home.json`), (home) => {
        home.hero!.subtitle = `${language} subtitle`;
      });

    expect(findOutdated(dirs).map((r) => [r.language, r.changed, r.unreviewed])).toEqual([
      ['es', [], ['home:hero.subtitle']],
      ['pt', [], ['home:hero.subtitle']],
    ]);
    const { code, output } = check(dirs);
    expect(code).toBe(0);
    expect(output).toContain(
      'es: 1 text(s) not yet reviewed (no English source recorded): home:hero.subtitle',
    );
    expect(check(dirs, true).code).toBe(1);

    markReviewed(dirs, ['es', 'pt'], 'all');
    expect(check(dirs, true).code).toBe(0);
  });

  it('names what it could not mark, and forgets keys English no longer has', () => {
    editJson(path.join(dirs.locales, 'en/home.json'), (home) => {
      delete home.hero!.note;
    });
    expect(markReviewed(dirs, ['es', 'xx'], ['home:hero.nope'])).toEqual({
      marked: 0,
      unknown: ['es home:hero.nope', 'xx'],
    });
    expect(readSources(dirs).es).not.toHaveProperty(['home:hero.note']);
    expect(readSources(dirs).pt).toHaveProperty(['home:hero.note']);
  });

  it('writes the sources sorted, one key a line, so branches merge cleanly', () => {
    const text = fs.readFileSync(path.join(dirs.locales, SOURCES_FILE), 'utf8');
    const sources = JSON.parse(text) as Record<string, Record<string, string>>;
    const sorted = (list: string[]) => [...list].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(Object.keys(sources)).toEqual(['es', 'pt']);
    for (const ids of Object.values(sources))
      expect(Object.keys(ids)).toEqual(sorted(Object.keys(ids)));
    expect(text.split('\n').filter((line) => /^ {4}"/.test(line))).toHaveLength(
      Object.keys(sources.es!).length + Object.keys(sources.pt!).length,
    );
  });
});
