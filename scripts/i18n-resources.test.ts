import fs from 'fs';
import os from 'os';
import path from 'path';
import { runCheck } from './i18n-report';
import { CONTENT_DIRS, type ContentDirs } from './i18n-texts';

const ROOT = path.resolve(__dirname, '..');

// The footer's resource links are labelled by translation keys in
// content/data/resources.json, so a label missing in a language fails the check like any text.

const copyLocales = (): ContentDirs => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-resources-'));
  const dirs = { locales: path.join(dir, 'locales'), legal: CONTENT_DIRS.legal };
  fs.cpSync(CONTENT_DIRS.locales, dirs.locales, { recursive: true });
  return dirs;
};

const withoutResourceLabel = (dirs: ContentDirs, language: string, id: string) => {
  const file = path.join(dirs.locales, language, 'common.json');
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  delete data.footer.resourceLinks[id];
  fs.writeFileSync(file, JSON.stringify(data, null, 2));
};

const check = (dirs: ContentDirs) => {
  const lines: string[] = [];
  const code = runCheck({ root: ROOT, dirs, strict: false, log: (line) => lines.push(line) });
  return { code, output: lines.join('\n') };
};

const resources = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'content/data/resources.json'), 'utf8'),
) as Array<{ key: string; link: string; hreflang?: string }>;

describe('footer resource labels', () => {
  let dirs: ContentDirs;
  beforeEach(() => {
    dirs = copyLocales();
  });
  afterEach(() => fs.rmSync(path.dirname(dirs.locales), { recursive: true, force: true }));

  it('gives every resource a key, and passes with the labels of every language', () => {
    expect(resources.length).toBeGreaterThan(0);
    for (const resource of resources) expect(resource.key).toMatch(/^footer\.resourceLinks\./);
    expect(check(dirs).code).toBe(0);
  });

  it('fails when English lacks a resource’s label, naming the data file', () => {
    for (const language of ['en', 'es', 'pt']) withoutResourceLabel(dirs, language, 'utah211');
    const { code, output } = check(dirs);
    expect(code).toBe(1);
    expect(output).toContain(
      'content/data/resources.json: "footer.resourceLinks.utah211" is in none of [common]',
    );
  });

  it('fails when Portuguese lacks a resource’s label', () => {
    withoutResourceLabel(dirs, 'pt', 'utahHealth');
    const { code, output } = check(dirs);
    expect(code).toBe(1);
    expect(output).toContain('pt/common.json lacks "footer.resourceLinks.utahHealth"');
  });
});
