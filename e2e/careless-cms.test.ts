import { expect, test } from './support/fixtures';
import fs from 'fs';
import path from 'path';
import { SITE } from './support/browser';

// `npm test` builds against the sandbox with `--careless-cms`: a null title with the date
// "soon", a null story and an untrimmed title in the 2018 list. The build must have passed
// (this suite runs after it), published every good article, and named each bad record.

const PUBLIC = path.resolve(__dirname, '../public');
const REPORT = path.resolve(__dirname, '../.cache/pluapi-build-report.json');
const YEAR = 2018;

interface Reported {
  endpoint: string;
  uuid?: string;
  field?: string;
  reason: string;
}

const htmlFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });

test.describe('a build fed odd CMS records', () => {
  test('names each skipped or repaired record, with its endpoint and field, in the build report', () => {
    const report = JSON.parse(fs.readFileSync(REPORT, 'utf8')) as {
      skipped: Reported[];
      repaired: Reported[];
    };
    expect(report.skipped).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          endpoint: `GET /rest/pluapi/v1/articles?year=${YEAR}`,
          uuid: 'cms-typo-null-title',
          field: 'title',
        }),
        expect.objectContaining({
          endpoint: 'GET /rest/pluapi/v1/articles/uid/cms-typo-null-story',
          uuid: 'cms-typo-null-story',
          field: 'story',
        }),
      ]),
    );
    expect(report.repaired).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ uuid: 'cms-typo-spaces', field: 'title' }),
        expect.objectContaining({
          uuid: 'cms-typo-spaces',
          field: 'socialImage',
          reason: expect.stringContaining('image left out'),
        }),
      ]),
    );
  });

  test('publishes the repaired article and leaves the skipped ones out of the year list', async ({
    page,
  }) => {
    await page.goto(`${SITE}/news/${YEAR}/`);
    await page.getByRole('heading', { level: 1, name: `News ${YEAR}` }).waitFor();
    const titles = await page.getByRole('article').getByRole('heading').allTextContents();

    expect(titles).toContain('Volunteers sort 2,000 baby clothes');
    expect(titles).not.toContain('A story that never arrived');
    expect(titles.length).toBeGreaterThan(1);
    await page.getByRole('link', { name: 'Volunteers sort 2,000 baby clothes' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Volunteers sort 2,000 baby clothes' })
      .waitFor();
    await expect(page.getByText('Forty volunteers sorted').isVisible()).resolves.toBe(true);
  });

  test('shows no "Invalid Date" and no "null" as text on any built page', () => {
    const offenders = htmlFiles(PUBLIC).filter((file) => {
      const html = fs.readFileSync(file, 'utf8');
      return />\s*(Invalid Date|null|undefined)\s*</.test(html);
    });
    expect(offenders.map((file) => path.relative(PUBLIC, file))).toEqual([]);
  });
});
