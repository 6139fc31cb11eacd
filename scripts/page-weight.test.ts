import fs from 'fs';
import os from 'os';
import path from 'path';
import { gzipSize, listPages, measurePage, pageScripts } from './page-weight';

const stats = {
  namedChunkGroups: {
    app: { assets: [{ name: 'framework-1.js' }, { name: 'styles.css' }, { name: 'app-1.js' }] },
    'component---home': {
      assets: [{ name: 'commons-1.js' }, { name: 'app-1.js' }, { name: 'home-1.js' }],
    },
  },
};

describe('page weight', () => {
  it('counts the app scripts and the page component scripts once each, never CSS', () => {
    expect(pageScripts(stats, 'component---home')).toEqual([
      'framework-1.js',
      'app-1.js',
      'commons-1.js',
      'home-1.js',
    ]);
  });

  it('adds the chunks a page imports at once, and fails when such a chunk is missing', () => {
    const withClient = {
      namedChunkGroups: {
        ...stats.namedChunkGroups,
        'api-client': { assets: [{ name: 'valibot-1.js' }, { name: 'api-client-1.js' }] },
      },
    };
    expect(pageScripts(withClient, 'component---home', ['api-client'])).toEqual([
      'framework-1.js',
      'app-1.js',
      'commons-1.js',
      'home-1.js',
      'valibot-1.js',
      'api-client-1.js',
    ]);
    expect(() => pageScripts(stats, 'component---home', ['api-client'])).toThrow(
      'no chunk named api-client',
    );
  });

  it('measures a built page: gzipped HTML, inlined CSS, page-data and scripts', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-weight-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    const css = 'body{color:red}'.repeat(50);
    // The loader names the chunk mapping's file first (scripts-after-first-paint.ts).
    const loader = '<script>(function(s){})(["/chunk-map-0123abcd.js","/app-1.js"]);</script>';
    write('index.html', `<html><style>${css}</style><body>hi${loader}</body></html>`);
    write(
      'page-data/index/page-data.json',
      JSON.stringify({ componentChunkName: 'component---home' }),
    );
    write('news/2026/index.html', '<html></html>');
    const scripts = [
      'chunk-map-0123abcd.js',
      'framework-1.js',
      'app-1.js',
      'commons-1.js',
      'home-1.js',
    ];
    for (const name of scripts) write(name, `var ${name[0]}=1;`.repeat(100));

    const weight = measurePage(dir, '/', stats);
    expect(weight.inlineCssGzip).toBe(gzipSize(css));
    expect(weight.scripts[0]).toBe('chunk-map-0123abcd.js');
    expect(weight.jsGzip).toBe(
      scripts.reduce((sum, name) => sum + gzipSize(fs.readFileSync(path.join(dir, name))), 0),
    );
    expect(listPages(dir)).toEqual(['/', '/news/2026/']);
  });
});
