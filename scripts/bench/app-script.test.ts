import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appScriptFigures, appScriptNotes } from './app-script';

const builtSite = (files: Record<string, string>, groups: Record<string, string[]>) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-script-'));
  fs.mkdirSync(path.join(dir, 'public'));
  for (const [name, text] of Object.entries(files))
    fs.writeFileSync(path.join(dir, 'public', name), text);
  const namedChunkGroups = Object.fromEntries(
    Object.entries(groups).map(([group, assets]) => [
      group,
      { assets: assets.map((name) => ({ name })) },
    ]),
  );
  fs.writeFileSync(
    path.join(dir, 'public', 'webpack.stats.json'),
    JSON.stringify({ namedChunkGroups }),
  );
  return dir;
};

describe('the bench’s app script figures', () => {
  it('measure the app script and the largest chunk pages share, not a page’s own chunk', () => {
    const site = builtSite(
      {
        'app-abc.js': 'a'.repeat(5000) + Math.random(),
        'framework-1.js': 'f',
        'commons-2.js': Array.from({ length: 400 }, (_, i) => `s${i * 7919}`).join(),
        'component---src-pages-index-tsx-3.js': Array.from(
          { length: 900 },
          (_, i) => `p${i * 31}`,
        ).join(),
      },
      {
        app: ['framework-1.js', 'app-abc.js'],
        'component---src-pages-index-tsx': ['commons-2.js', 'component---src-pages-index-tsx-3.js'],
      },
    );
    const figures = appScriptFigures(site);
    expect(figures.app.name).toBe('app-abc.js');
    expect(figures.largestShared?.name).toBe('commons-2.js');
  });

  it('say whether the app script stayed the same file across the article counts', () => {
    const at = (articles: number, name: string, brotliBytes: number) => ({
      articles,
      figures: { app: { name, brotliBytes }, largestShared: null },
    });
    const same = appScriptNotes([at(300, 'app-1.js', 40_000), at(3000, 'app-1.js', 40_000)]);
    expect(same.at(-1)).toMatch(/differs by 0\.0 kB .* same file/);
    const grew = appScriptNotes([at(300, 'app-1.js', 40_000), at(3000, 'app-2.js', 118_000)]);
    expect(grew.at(-1)).toMatch(/differs by 76\.2 kB .* changes with the article count/);
  });
});
