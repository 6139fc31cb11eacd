import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// The guides, flyers and annual report in static/downloads/ are built by build-pdfs.mjs and read
// back here by pdf.js (read-pdf-text.mjs), as a visitor's PDF reader would read them.
const ROOT = resolve(__dirname, '../../..');
const DOWNLOADS = join(ROOT, 'static/downloads');
const SRC = join(ROOT, 'content/images/src');

interface ReadBack {
  file: string;
  title: string | null;
  pages: string[];
}

const readBack = (files: string[]): ReadBack[] =>
  JSON.parse(
    execFileSync(process.execPath, [join(SRC, 'read-pdf-text.mjs'), ...files], {
      encoding: 'utf8',
    }),
  ) as ReadBack[];

const words = (text: string) => text.replace(/\s+/g, ' ');

const FOOTER = 'PO Box 1047, South Jordan, UT 84095 • (801) 555-0142 • info@prolifeutah.org';

const EXPECTED: Record<string, { title: string; says: string[] }> = {
  'baby-shower-guide.pdf': {
    title: 'Baby Shower: Host Guide',
    says: [
      'What to ask guests to bring',
      'Invite a Pro-Life Utah speaker: email info@prolifeutah.org at least a month ahead.',
    ],
  },
  'baby-shower-flyer.pdf': {
    title: 'Join our Baby Shower',
    says: ['Every gift goes to a Utah mother', 'Date: Time: Place: Host: Contact:'],
  },
  'baby-supply-drive-guide.pdf': {
    title: 'Baby Supply Drive: Host Guide',
    says: ['Please do not collect car seats, cribs or used bottles'],
  },
  'annual-report-2025.pdf': {
    title: 'Annual Report 2025',
    says: ['412 babies born to mothers who considered abortion'],
  },
};

describe('the downloadable guides', () => {
  const files = readdirSync(DOWNLOADS).filter((name) => name.endsWith('.pdf'));

  it('are the files build-pdfs.mjs makes today, byte for byte', () => {
    const out = mkdtempSync(join(tmpdir(), 'guides-'));
    try {
      execFileSync(process.execPath, [join(SRC, 'build-pdfs.mjs'), out], { cwd: ROOT });
      expect(readdirSync(out).sort()).toEqual([...files].sort());
      for (const name of files)
        expect({
          name,
          same: readFileSync(join(out, name)).equals(readFileSync(join(DOWNLOADS, name))),
        }).toEqual({ name, same: true });
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('read back as one page each, with their title and their words as searchable text', () => {
    expect(files.length).toBeGreaterThanOrEqual(Object.keys(EXPECTED).length);
    const read = readBack(files.map((name) => join(DOWNLOADS, name)));
    for (const { file, title, pages } of read) {
      const name = file.split('/').pop() ?? file;
      expect({ name, pages: pages.length }).toEqual({ name, pages: 1 });
      const text = words(pages.join(' '));
      expect(text).toContain(words(FOOTER));
      expect(title).toBeTruthy();
      expect(text).toContain(title);
      const expected = EXPECTED[name];
      if (!expected) continue;
      expect(title).toBe(expected.title);
      for (const phrase of expected.says) expect(text).toContain(phrase);
    }
  });
});
