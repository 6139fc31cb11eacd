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
    write('index.html', `<html><style>${css}</style><body>hi</body></html>`);
    write(
      'page-data/index/page-data.json',
      JSON.stringify({ componentChunkName: 'component---home' }),
    );
    write('news/2026/index.html', '<html></html>');
    for (const name of ['framework-1.js', 'app-1.js', 'commons-1.js', 'home-1.js'])
      write(name, `var ${name[0]}=1;`.repeat(100));

    const weight = measurePage(dir, '/', stats);
    expect(weight.inlineCssGzip).toBe(gzipSize(css));
    expect(weight.jsGzip).toBe(
      ['framework-1.js', 'app-1.js', 'commons-1.js', 'home-1.js'].reduce(
        (sum, name) => sum + gzipSize(fs.readFileSync(path.join(dir, name))),
        0,
      ),
    );
    expect(listPages(dir)).toEqual(['/', '/news/2026/']);
  });
});
