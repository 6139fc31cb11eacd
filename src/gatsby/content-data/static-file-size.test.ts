import fs from 'fs';
import os from 'os';
import path from 'path';
import { staticFileSize } from './static-file-size';

describe('staticFileSize', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
  fs.mkdirSync(path.join(dir, 'downloads'));
  fs.writeFileSync(path.join(dir, 'downloads', 'guide.pdf'), Buffer.alloc(5052));

  it('gives the size of a file named by its public path', () => {
    expect(staticFileSize('/downloads/guide.pdf', dir)).toBe(5052);
  });

  it('fails loudly on a missing file or a path outside static/', () => {
    expect(() => staticFileSize('/downloads/missing.pdf', dir)).toThrow(
      'static/downloads/missing.pdf is missing',
    );
    expect(() => staticFileSize('downloads/../../package.json', dir)).toThrow('outside static/');
  });
});
