import fs from 'fs';
import os from 'os';
import path from 'path';
import { HttpResponse } from 'msw';
import articlesByYear from './__fixtures__/articles-by-year.json';
import articlesFull from './__fixtures__/articles-full.json';
import partners from './__fixtures__/partners.json';
import { NODE_TYPES } from './constants';
import { sourceNodes } from './source-nodes';
import { createFakeGatsbyApi } from './test-support/fake-gatsby-api';
import { setupPluapiServer, testOptions } from './test-support/pluapi-server';

const { answerInTurn } = setupPluapiServer();

const ODD_UUID = '9f1c2a4e-0099-4c3b-9a51-2024aaaa0099';
const full = articlesFull as Record<string, Record<string, unknown>>;
type Summary = (typeof articlesByYear)['2024'][number];
const [clinic, volunteers] = articlesByYear['2024'] as [Summary, Summary];

const reportFile = () =>
  path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pluapi-')), 'report.json');

async function build(options = testOptions, gatsby = createFakeGatsbyApi()) {
  await sourceNodes(gatsby.gatsbyApi, options);
  const warnings = gatsby.reporter.warn.mock.calls.map(([line]) => line);
  return { ...gatsby, warnings };
}

describe('sourceNodes, against a CMS that sends odd records', () => {
  it('skips a list entry with a null title and an unparseable date, names it, and publishes the rest', async () => {
    const odd = { ...clinic, uuid: ODD_UUID, title: null, pubdate: 'soon' };
    answerInTurn('/articles?year=2024', () => HttpResponse.json([odd, clinic, volunteers]));
    const file = reportFile();

    const { getNodesByType, warnings, reporter } = await build({
      ...testOptions,
      reportFile: file,
    });

    const uuids = getNodesByType(NODE_TYPES.article).map((node) => node.uuid);
    expect(uuids).toHaveLength(Object.keys(full).length);
    expect(uuids).not.toContain(ODD_UUID);
    expect(warnings).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `skipped GET /rest/pluapi/v1/articles\\?year=2024, uuid ${ODD_UUID}, field title`,
        ),
      ),
    );
    expect(warnings).toContainEqual(
      expect.stringMatching(/field pubdate|pubdate should be an ISO 8601 date/),
    );
    expect(warnings).toContainEqual(
      expect.stringMatching(`1 of 6 articles skipped: ${ODD_UUID} \\(title\\)`),
    );
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();

    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(report.skipped).toEqual([
      expect.objectContaining({
        endpoint: 'GET /rest/pluapi/v1/articles?year=2024',
        uuid: ODD_UUID,
        field: 'title',
      }),
    ]);
    expect(report.requests).toBeGreaterThan(0);
  });

  it('skips an article whose body has a null story, and leaves it out of the home feed', async () => {
    const uuid = clinic.uuid;
    answerInTurn(`/articles/uid/${uuid}`, () => HttpResponse.json({ ...full[uuid], story: null }));

    const { getNodesByType, warnings } = await build();

    expect(getNodesByType(NODE_TYPES.article).map((node) => node.uuid)).not.toContain(uuid);
    expect(warnings).toContainEqual(expect.stringContaining(`uuid ${uuid}, field story`));
    const [home] = getNodesByType(NODE_TYPES.homeNews);
    expect(home?.latestUuids).not.toContain(uuid);
  });

  it('skips an article that is gone (404) between its list and its body', async () => {
    const uuid = volunteers.uuid;
    answerInTurn(`/articles/uid/${uuid}`, () =>
      HttpResponse.json({ Message: 'Article not found.' }, { status: 404 }),
    );

    const { getNodesByType, warnings } = await build();

    expect(getNodesByType(NODE_TYPES.article).map((node) => node.uuid)).not.toContain(uuid);
    expect(warnings).toContainEqual(
      expect.stringMatching(/uuid .*HTTP 404: "Article not found\."/),
    );
  });

  it('trims white space around a title and says it repaired it', async () => {
    answerInTurn('/articles?year=2024', () =>
      HttpResponse.json([{ ...clinic, title: `  ${clinic.title}\n` }, volunteers]),
    );

    const { getNodesByType, warnings } = await build();

    expect(
      getNodesByType(NODE_TYPES.article).find((node) => node.uuid === clinic.uuid)?.title,
    ).toBe(clinic.title);
    expect(warnings).toContainEqual(
      expect.stringContaining(
        `repaired GET /rest/pluapi/v1/articles?year=2024, uuid ${clinic.uuid}, field title`,
      ),
    );
  });

  it('publishes a partner without a usable logo or site, reports it repaired, and skips one without a name', async () => {
    const [first, second, third, ...rest] = partners;
    answerInTurn('/partners?year=2025', () =>
      HttpResponse.json([
        { ...first, logo: 'javascript:alert(1)' },
        { ...second, logo: '', url: null },
        { ...third, name: null },
        ...rest,
      ]),
    );
    const file = reportFile();

    const { getNodesByType, warnings } = await build({ ...testOptions, reportFile: file });

    const nodes = getNodesByType(NODE_TYPES.partner);
    expect(nodes).toHaveLength(partners.length - 1);
    expect(nodes.find((node) => node.name === first!.name)).toMatchObject({
      logo: null,
      logoFile: null,
      url: first!.url,
    });
    expect(nodes.find((node) => node.name === second!.name)).toMatchObject({
      logo: null,
      url: null,
    });
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(report.repaired).toEqual([
      expect.objectContaining({ uuid: first!.name, field: 'logo' }),
      expect.objectContaining({ uuid: second!.name, field: 'logo' }),
    ]);
    expect(report.skipped).toEqual([expect.objectContaining({ field: 'name' })]);
    expect(report.fallbacks).toEqual([]);
    expect(warnings.filter((line) => line.includes('/partners?year=2025'))).toHaveLength(3);
  });

  it('publishes an article whose social image is not a URL, without it, and reports it repaired', async () => {
    answerInTurn('/articles?year=2024', () =>
      HttpResponse.json([{ ...clinic, socialImage: 'not a url', author: 42 }, volunteers]),
    );
    const file = reportFile();

    const { getNodesByType } = await build({ ...testOptions, reportFile: file });

    const node = getNodesByType(NODE_TYPES.article).find((each) => each.uuid === clinic.uuid);
    expect(node).toMatchObject({ title: clinic.title });
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(report.repaired).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          uuid: clinic.uuid,
          field: expect.stringMatching(/socialImage|author/),
        }),
      ]),
    );
    expect(report.skipped).toEqual([]);
  });

  it('keeps the last good impact figures and partners when their endpoints fail, and says so', async () => {
    const first = await build();
    answerInTurn('/women/reports/impact', () =>
      HttpResponse.json({ Message: 'Down' }, { status: 503 }),
    );
    answerInTurn('/partners?year=2025', () => HttpResponse.html('<html>Maintenance</html>'));

    const second = await build(testOptions, createFakeGatsbyApi(first.cacheStore));

    expect(second.getNodesByType(NODE_TYPES.impact)).toEqual(
      first.getNodesByType(NODE_TYPES.impact),
    );
    expect(second.getNodesByType(NODE_TYPES.partner)).toHaveLength(partners.length);
    expect(second.warnings).toContainEqual(
      expect.stringMatching(/impact figures: using the last good copy/),
    );
    expect(second.warnings).toContainEqual(
      expect.stringMatching(/partners: using the last good copy/),
    );
  });

  it('builds without partners on a first build whose partner list fails (the site shows content/data)', async () => {
    answerInTurn('/partners?year=2025', () =>
      HttpResponse.json({ message: 'Down' }, { status: 503 }),
    );

    const { getNodesByType, warnings } = await build();

    expect(getNodesByType(NODE_TYPES.partner)).toHaveLength(0);
    expect(warnings).toContainEqual(
      expect.stringMatching(/partners: none published; the site shows content\/data/),
    );
  });
});
