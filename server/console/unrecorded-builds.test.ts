import { rmSync } from 'node:fs';
import path from 'node:path';
import type { BuildRecord } from '../builds/build-queue';
import { HISTORY_LENGTH } from '../builds/build-history';
import { GoLive } from '../releases/go-live';
import { makeTempDir, writeBuiltSite } from '../test-support/fake-site';
import { publishRelease } from '../test-support/publish-release';
import { readTimeline } from './timeline';

// Issue 52, point 5: a build the console has no record of is said in plain, true words: the
// release command made it (npm run release stages a public/ folder built by hand), or, with the
// history full, the console has let its record go. Never "someone on the server itself".

let siteDir: string;
const releasesDir = () => path.join(siteDir, 'releases');

beforeEach(() => {
  siteDir = makeTempDir('unrecorded');
  writeBuiltSite(siteDir, 'by hand');
});

afterEach(() => {
  rmSync(siteDir, { recursive: true, force: true });
});

const timelineWith = (history: BuildRecord[]) =>
  readTimeline({
    releasesDir: releasesDir(),
    queue: () => ({
      running: null,
      queued: null,
      last: null,
      carried: { articles: [], fullRefresh: false },
    }),
    history: () => history,
    searchFollowsPages: false,
  });

test('a build made with the release command says so, live or kept', async () => {
  const live = await publishRelease({ siteDir, releasesDir: releasesDir() });
  await new GoLive({ releasesDir: releasesDir() }).lock('checking the gala post', 'Ana Ruiz');
  const kept = await publishRelease({ siteDir, releasesDir: releasesDir() });

  const { builds } = await timelineWith([]);
  const byId = new Map(builds.map((build) => [build.id, build]));
  expect(byId.get(live)).toMatchObject({
    startedBy: 'the release command on the server (npm run release)',
    outcome: expect.stringMatching(/^Live now: this is what visitors see\./),
  });
  expect(byId.get(kept)).toMatchObject({
    startedBy: 'the release command on the server (npm run release)',
    outcome:
      'Kept, not live. It was made with the release command on the server (npm run release), not by the website’s own builds, so the console cannot say what it changed.',
  });
  for (const build of builds) expect(JSON.stringify(build)).not.toContain('server itself');
});

test('a kept build older than the history the console keeps is not blamed on the release command', async () => {
  await publishRelease({ siteDir, releasesDir: releasesDir() });
  await new GoLive({ releasesDir: releasesDir() }).lock('a long pause');
  const kept = await publishRelease({ siteDir, releasesDir: releasesDir() });
  const later = Date.now() + 60_000;
  const history: BuildRecord[] = Array.from({ length: HISTORY_LENGTH }, (_, i) => {
    const at = new Date(later + i * 1000).toISOString();
    return {
      id: `${at.replace(/[-:.]/g, '').replace('Z', '')}Z-${String(i).padStart(6, '0')}`,
      reason: 'webhook',
      articles: [],
      fullRefresh: false,
      startedAt: at,
      finishedAt: at,
      outcome: 'failed',
      error: 'the CMS did not answer',
      logTail: [],
      phases: [],
    };
  });
  const build = (await timelineWith(history)).builds.find((b) => b.id === kept);
  expect(build).toMatchObject({
    startedBy: `not known: the console remembers the last ${HISTORY_LENGTH} builds only`,
    outcome: `Kept, not live. The console remembers the last ${HISTORY_LENGTH} builds only, and this one is older.`,
  });
});
