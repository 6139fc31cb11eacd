import fs from 'fs';
import os from 'os';
import path from 'path';
import { stripNulBytes } from './strip-nul-bytes';

describe('NUL bytes in built pages', () => {
  it('removes the NUL React 18 leaves before a multi-byte character, in pages this build wrote', async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'strip-nul-'));
    const write = (relative: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(publicDir, relative)), { recursive: true });
      fs.writeFileSync(path.join(publicDir, relative), Buffer.from(text, 'utf8'));
    };
    try {
      write('es/index.html', '<p>art\u0000ículos para bebé</p>');
      write('index.html', '<p>\u0000© 2026</p>');
      write('clean/index.html', '<p>sin nada raro</p>');
      write('page-data/x/page-data.json', '{"a":"\\u0000"}');
      const since = Date.now() - 60_000;
      const changed = await stripNulBytes(publicDir, since);
      expect(changed.map((file) => path.relative(publicDir, file)).sort()).toEqual([
        'es/index.html',
        'index.html',
      ]);
      expect(fs.readFileSync(path.join(publicDir, 'es/index.html'), 'utf8')).toBe(
        '<p>artículos para bebé</p>',
      );
      expect(fs.readFileSync(path.join(publicDir, 'index.html'), 'utf8')).toBe('<p>© 2026</p>');
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  });

  it('leaves pages an earlier build wrote alone (a one-article build reads only its own)', async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'strip-nul-'));
    try {
      fs.writeFileSync(path.join(publicDir, 'index.html'), '<p>\u0000©</p>');
      expect(await stripNulBytes(publicDir, Date.now() + 60_000)).toEqual([]);
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  });
});
