import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_CREDENTIALS } from '../../sandbox/config';
import { startSandbox, type RunningSandbox } from '../../sandbox/test-helpers';
import { NODE_TYPES } from './constants';
import { sourceNodes } from './source-nodes';
import { createFakeGatsbyApi } from './test-support/fake-gatsby-api';

// Issue 52: a staff member edits only an article's story in the CMS and chooses "Rebuild now".
// The real sandbox plays the CMS (its /cms/ page, as a person uses it) and the API, and its
// request log says which bodies each build asked for.

jest.setTimeout(30_000);

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const options = () => ({
  plugins: [],
  host: sandbox.origin,
  ...DEFAULT_CREDENTIALS,
  currentYear: new Date().getFullYear(),
  reportFile: '',
  publicDir: fs.mkdtempSync(path.join(os.tmpdir(), 'pluapi-public-')),
});

async function build(changedArticles: string[], cacheStore?: Map<string, unknown>) {
  const gatsby = createFakeGatsbyApi(cacheStore);
  await sourceNodes(gatsby.gatsbyApi, { ...options(), changedArticles });
  return gatsby;
}

/** The article bodies the sandbox was asked for since the log was last cleared. */
async function bodiesAskedFor(): Promise<string[]> {
  const answer = await fetch(`${sandbox.origin}/__sandbox/requests?path=/articles/uid/`);
  const requests = (await answer.json()) as Array<{ path: string }>;
  return requests.map((request) => request.path.replace('/articles/uid/', ''));
}
const clearRequestLog = () => fetch(`${sandbox.origin}/__sandbox/requests`, { method: 'DELETE' });

/** "Publish" on the sandbox CMS's edit page: the title as it was, a new story. */
async function editStoryOnly(uuid: string, title: string, story: string) {
  const answer = await fetch(`${sandbox.origin}/cms/articles/${uuid}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: sandbox.origin },
    body: new URLSearchParams({ title, story }).toString(),
  });
  expect(answer.status).toBe(200);
}

const storyOf = (gatsby: ReturnType<typeof createFakeGatsbyApi>, uuid: string) =>
  gatsby.getNodesByType(NODE_TYPES.article).find((node) => node.uuid === uuid)?.story as string;

test('a story-only edit in the CMS is in the next build that names no articles', async () => {
  const first = await build([]);
  const [edited, other] = first
    .getNodesByType(NODE_TYPES.article)
    .map((node) => ({ uuid: String(node.uuid), title: String(node.title) }));
  if (!edited || !other) throw new Error('the sandbox has fewer than two articles');
  await editStoryOnly(edited.uuid, edited.title, 'Open until mid-December.');
  await clearRequestLog();

  // A webhook build naming another article trusts the cached bodies of the rest...
  const webhook = await build([other.uuid], first.cacheStore);
  expect(await bodiesAskedFor()).toEqual([other.uuid]);
  expect(storyOf(webhook, edited.uuid)).not.toContain('mid-December');

  // ...and "Rebuild now" (or the nightly rebuild), naming none, fetches every body.
  await clearRequestLog();
  const staff = await build([], webhook.cacheStore);
  expect((await bodiesAskedFor()).length).toBe(first.getNodesByType(NODE_TYPES.article).length);
  expect(storyOf(staff, edited.uuid)).toContain('Open until mid-December.');
});
