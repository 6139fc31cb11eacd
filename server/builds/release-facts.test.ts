import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GoLive } from '../releases/go-live';
import { createReleaseId, currentRelease } from '../releases/releases';
import { ensureScanned } from '../releases/scan-record';
import { makeTempDir, writeBuiltSite } from '../test-support/fake-site';
import { RebuildJob } from './rebuild-job';

const TOKEN = 'token-0123456789';
const SECRETS = [{ name: 'PLUAPI_TOKEN', value: TOKEN }];

let siteDir: string;
let releasesDir: string;

beforeEach(() => {
  siteDir = makeTempDir('release-facts');
  releasesDir = path.join(siteDir, 'releases');
  // The build command does nothing: public/ stays as it is, so the next release links it all.
  writeBuiltSite(siteDir, 'home');
});

afterEach(() => rmSync(siteDir, { recursive: true, force: true }));

/** A server's build job, as a freshly started server makes it. */
function startedServerJob() {
  const goLive = new GoLive({
    releasesDir,
    scanGate: (id) => ensureScanned(releasesDir, id, SECRETS),
  });
  return new RebuildJob({
    siteDir,
    releasesDir,
    buildCommand: 'true',
    guardedSecrets: SECRETS,
    goLive,
    requiredPages: ['index.html'],
  });
}

async function build(job: ReturnType<typeof startedServerJob>): Promise<string> {
  const id = createReleaseId();
  const result = await job.buildAndPublish({
    id,
    articles: [],
    fullRefresh: false,
    log: () => {},
    signal: new AbortController().signal,
    attachReport: () => {},
    phase: () => {},
  });
  expect(result.published).toBe(true);
  return id;
}

test("after a restart the first webhook build trusts the live release's scan record instead of scanning it again (issue 50, finding 5)", async () => {
  const first = await build(startedServerJob());
  // Releases never change once staged, so from outside only a changed one can tell whether it
  // was read again: a token written into its bundle (same size, so the next build still links
  // the file) is found by a full scan, and not by one that trusts the record.
  const bundle = path.join(releasesDir, first, 'app-abc123.js');
  const text = readFileSync(bundle, 'utf8');
  writeFileSync(bundle, text.slice(0, 20) + TOKEN + text.slice(20 + TOKEN.length));

  const second = await build(startedServerJob());
  expect(await currentRelease(releasesDir)).toBe(second);
});
