import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listReleases } from './releases';
import { requiredPagesFrom } from './site-check';
import { type HooksFixture, SECRET, startHooksFixture } from '../test-support/hooks-fixture';
import { httpRequest } from '../test-support/http';

jest.setTimeout(60_000);

const REQUIRED = ['index.html', 'es/index.html', 'donate/index.html', 'es/donate/index.html'];

let fixture: HooksFixture;

afterEach(async () => {
  // The first test starts no server.
  await (fixture as HooksFixture | undefined)?.close();
});

test('the required pages are every page of src/pages in every language, and the not-found pages', async () => {
  const pages = await requiredPagesFrom(path.join(__dirname, '..', '..', 'src', 'pages'));
  expect(pages).toEqual(
    expect.arrayContaining([
      'index.html',
      'donate/index.html',
      'donate/thank-you/index.html',
      'es/partners/index.html',
      'pt/utah-abortion-law/index.html',
      '404.html',
      'es/404.html',
      'pt/404.html',
    ]),
  );
  expect(pages.some((page) => page.includes('['))).toBe(false);
});

test('a build missing a page is kept, not published, with the reason; publishing it by hand overrides', async () => {
  fixture = await startHooksFixture(SECRET, [], [], { hooks: { requiredPages: REQUIRED } });
  rmSync(path.join(fixture.templateDir, 'public', 'es', 'donate'), { recursive: true });
  const { buildId } = JSON.parse((await fixture.rebuild()).text);
  const status = await fixture.waitUntilIdle();
  expect(status.last).toMatchObject({
    id: buildId,
    outcome: 'kept',
    keptBecause: 'the new site is missing 1 page(s): /es/donate/',
  });
  expect(status.current).toBe(fixture.initialRelease);
  expect(await listReleases(path.join(fixture.siteDir, 'releases'))).toContain(buildId);

  expect((await fixture.staff('/hooks/publish', { release: buildId })).status).toBe(200);
  expect((await fixture.status()).current).toBe(buildId);
});

test('a build whose required pages are empty or cut short is kept, not published', async () => {
  fixture = await startHooksFixture(SECRET, [], [], { hooks: { requiredPages: REQUIRED } });
  const built = (page: string) => path.join(fixture.templateDir, 'public', page);
  writeFileSync(built('index.html'), '');
  const whole = readFileSync(built('es/index.html'), 'utf8');
  writeFileSync(built('es/index.html'), whole.slice(0, whole.length / 2));
  writeFileSync(built('donate/index.html'), 'Internal Server Error');
  const { buildId } = JSON.parse((await fixture.rebuild()).text);
  const status = await fixture.waitUntilIdle();
  expect(status.last).toMatchObject({
    id: buildId,
    outcome: 'kept',
    keptBecause:
      '3 pages of the new site are not whole: /donate/ is not an HTML page, ' +
      '/es/ stops before its end (no closing </html>), / is empty',
  });
  expect(status.current).toBe(fixture.initialRelease);
  expect((await httpRequest(fixture.server.baseUrl, '/')).text).toContain('initial');
});

describe('finding: a 0-byte article page goes live (the check covered src/pages routes only, and <!DOCTYPE html><html></html> passed as a whole page)', () => {
  const ARTICLE = 'es/news/foo/index.html';
  const buildWith = async (article: string) => {
    fixture = await startHooksFixture(SECRET, [], [], { hooks: { requiredPages: REQUIRED } });
    mkdirSync(path.dirname(path.join(fixture.templateDir, 'public', ARTICLE)), { recursive: true });
    writeFileSync(path.join(fixture.templateDir, 'public', ARTICLE), article);
    await fixture.rebuild();
    return fixture.waitUntilIdle();
  };

  test('a 0-byte article page (not one of src/pages) is refused, by its address', async () => {
    const status = await buildWith('');
    expect(status.last).toMatchObject({
      outcome: 'kept',
      keptBecause: 'the page /es/news/foo/ is empty: the build did not finish writing it',
    });
    expect(status.current).toBe(fixture.initialRelease);
  });

  test('<!DOCTYPE html><html></html> is refused: a page without a body is not whole', async () => {
    const status = await buildWith('<!DOCTYPE html><html></html>');
    expect(status.last).toMatchObject({
      outcome: 'kept',
      keptBecause: 'the page /es/news/foo/ has no <body>: visitors would see a blank page',
    });
    expect(status.current).toBe(fixture.initialRelease);
  });

  test('a whole article page, its body past 16 kB of inline styles, goes live', async () => {
    const styles = `<style>${'.a{color:red}'.repeat(3000)}</style>`;
    const status = await buildWith(
      `<!DOCTYPE html><html><head>${styles}</head><body><h1>foo</h1>${'<p>x</p>'.repeat(3000)}</body></html>\n`,
    );
    expect(status.last.outcome).toBe('succeeded');
    expect(status.current).toBe(status.last.id);
    expect((await httpRequest(fixture.server.baseUrl, '/es/news/foo/')).text).toContain('<h1>foo</h1>');
  });
});

test('a build with under 90% of the live pages is kept (a build that left only part of public/)', async () => {
  fixture = await startHooksFixture(SECRET, [], [], { hooks: { requiredPages: ['index.html'] } });
  for (const dir of ['donate', 'es', 'action-email']) {
    rmSync(path.join(fixture.templateDir, 'public', dir), { recursive: true });
  }
  await fixture.rebuild();
  const status = await fixture.waitUntilIdle();
  expect(status.last.outcome).toBe('kept');
  expect(status.last.keptBecause).toMatch(/has 3 pages, fewer than 90% of the 8 pages live now/);
  expect(await fixture.homeText()).toContain('initial');
});

test('the same check after a build this server published (its page count kept in memory)', async () => {
  fixture = await startHooksFixture(SECRET, [], [], { hooks: { requiredPages: ['index.html'] } });
  await fixture.rebuild();
  const first = await fixture.waitUntilIdle();
  expect(first.last.outcome).toBe('succeeded');
  rmSync(path.join(fixture.templateDir, 'public', 'es'), { recursive: true });
  await fixture.rebuild();
  const status = await fixture.waitUntilIdle();
  expect(status.last.keptBecause).toMatch(/has 5 pages, fewer than 90% of the 8 pages live now/);
  expect(status.current).toBe(first.current);
});

test('startup removes half-copied releases; a current pointing nowhere answers 503, not public/', async () => {
  fixture = await startHooksFixture(SECRET);
  const releasesDir = path.join(fixture.siteDir, 'releases');
  mkdirSync(path.join(releasesDir, '.staging-20250101T000000000Z-abcdef', 'x'), {
    recursive: true,
  });
  rmSync(path.join(releasesDir, fixture.initialRelease), { recursive: true });
  await fixture.restart();
  expect(existsSync(path.join(releasesDir, '.staging-20250101T000000000Z-abcdef'))).toBe(false);
  const home = await httpRequest(fixture.server.baseUrl, '/');
  expect(home.status).toBe(503);
  expect(home.text).not.toContain('initial');

  rmSync(path.join(releasesDir, 'current'));
  symlinkSync('nowhere', path.join(releasesDir, 'current'));
  expect((await httpRequest(fixture.server.baseUrl, '/healthz')).status).toBe(503);
});
