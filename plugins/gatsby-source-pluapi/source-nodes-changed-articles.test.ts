import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HttpResponse } from 'msw';
import articlesByYear from './__fixtures__/articles-by-year.json';
import articlesFull from './__fixtures__/articles-full.json';
import { checkBuildReport } from '../../contract/build-report';
import { sourceNodes } from './source-nodes';
import { createFakeGatsbyApi } from './test-support/fake-gatsby-api';
import { setupPluapiServer, testOptions } from './test-support/pluapi-server';

// Staff want to know which article a build changed (issue 52, point 3); the plugin compares
// each body it fetches with the copy it kept from the build before and says so in its report.
const { answerInTurn } = setupPluapiServer();

const full = articlesFull as Record<string, Record<string, unknown>>;
type Summary = (typeof articlesByYear)['2024'][number];
const [clinic] = articlesByYear['2024'] as [Summary];
const reportFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'changed-')), 'report.json');
const options = { ...testOptions, reportFile };

async function build(cacheStore?: Map<string, unknown>) {
  const gatsby = createFakeGatsbyApi(cacheStore);
  await sourceNodes(gatsby.gatsbyApi, options);
  return {
    gatsby,
    changed: checkBuildReport(JSON.parse(fs.readFileSync(reportFile, 'utf8'))).report
      ?.changedArticles,
  };
}

describe('the articles a build changed, in its report', () => {
  it('are not claimed on a first build, which has nothing to compare with', async () => {
    expect((await build()).changed).toBeNull();
  });

  it('name the article whose story alone was edited in the CMS, by its title', async () => {
    const first = await build();
    answerInTurn(`/articles/uid/${clinic.uuid}`, () =>
      HttpResponse.json({ ...full[clinic.uuid], story: '<p>Until mid-December.</p>' }),
    );
    const { changed } = await build(first.gatsby.cacheStore);
    expect(changed).toEqual([{ uuid: clinic.uuid, title: clinic.title, change: 'edited' }]);
  });

  it('are none when nothing changed', async () => {
    const first = await build();
    expect((await build(first.gatsby.cacheStore)).changed).toEqual([]);
  });
});
