import { appendFileSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { GoLive } from './go-live';
import { currentRelease } from './releases';
import { ensureScanned, readScanRecord, SCAN_RECORDS_DIR, writeScanRecord } from './scan-record';
import { stageRelease } from './staging';
import { makeTempDir, writeBuiltSite } from '../test-support/fake-site';

const TOKEN = { name: 'PLUAPI_TOKEN', value: 'token-0123456789' };
const NEW_TOKEN = { name: 'PLUAPI_TOKEN', value: 'token-rotated-9876' };

let siteDir: string;
let releasesDir: string;

beforeEach(() => {
  siteDir = makeTempDir('scan-record');
  releasesDir = path.join(siteDir, 'releases');
  writeBuiltSite(siteDir, 'clean');
});

afterEach(() => rmSync(siteDir, { recursive: true, force: true }));

/** A kept release whose app bundle holds `value` (a release holding a credential). */
async function stageHolding(value: string): Promise<string> {
  appendFileSync(path.join(siteDir, 'public', 'app-abc123.js'), `token="${value}"`);
  return stageRelease({ siteDir, releasesDir });
}

describe('the scan record beside each release (issue 50, finding 5)', () => {
  test('a scan record made for other secrets is not trusted', async () => {
    // Scanned clean for the old token; the release holds the new one.
    const release = await stageHolding(NEW_TOKEN.value);
    await writeScanRecord(releasesDir, release, [TOKEN]);
    await expect(ensureScanned(releasesDir, release, [TOKEN])).resolves.toBeUndefined();

    await expect(ensureScanned(releasesDir, release, [NEW_TOKEN])).rejects.toThrow(
      `release ${release} holds the value of the server's PLUAPI_TOKEN (in app-abc123.js); it was not made live`,
    );
    // A new secret beside the old one is "other secrets" too.
    await writeScanRecord(releasesDir, release, [TOKEN]);
    await expect(
      ensureScanned(releasesDir, release, [TOKEN, { name: 'PLUAPI_KEY', value: NEW_TOKEN.value }]),
    ).rejects.toThrow(/PLUAPI_KEY/);
  });

  test('the record says what was scanned for, when and with which result, never the secret, and is not served', async () => {
    const release = await stageHolding(TOKEN.value);
    await expect(ensureScanned(releasesDir, release, [TOKEN])).rejects.toThrow(/PLUAPI_TOKEN/);
    const record = await readScanRecord(releasesDir, release);
    expect(record).toMatchObject({
      releaseId: release,
      result: 'found',
      found: [{ file: 'app-abc123.js', secretName: 'PLUAPI_TOKEN' }],
      secrets: [{ name: 'PLUAPI_TOKEN', digest: expect.stringMatching(/^[0-9a-f]{64}$/) }],
    });
    expect(Date.parse(record!.scannedAt)).not.toBeNaN();
    const file = path.join(releasesDir, SCAN_RECORDS_DIR, `${release}.json`);
    expect(readFileSync(file, 'utf8')).not.toContain(TOKEN.value);
    // Nothing was added inside the release: every file there is public.
    expect(readdirSync(path.join(releasesDir, release)).some((name) => name.includes('scan'))).toBe(
      false,
    );
  });

  test('a release is scanned once: its record is trusted at the next switch, even after a restart', async () => {
    const release = await stageRelease({ siteDir, releasesDir });
    await ensureScanned(releasesDir, release, [TOKEN]);
    // Releases never change once staged; a token appearing now would only be found by a new
    // scan, so the switch passing shows that the record was read instead.
    appendFileSync(path.join(releasesDir, release, 'app-abc123.js'), TOKEN.value);
    const goLive = new GoLive({
      releasesDir,
      scanGate: (id) => ensureScanned(releasesDir, id, [TOKEN]),
    });
    await goLive.publishBuild(release);
    expect(await currentRelease(releasesDir)).toBe(release);
  });

  test('publish, rollback and unlock refuse a release holding a guarded secret, and a missing record means a scan', async () => {
    const clean = await stageRelease({ siteDir, releasesDir });
    const leaky = await stageHolding(TOKEN.value);
    const goLive = new GoLive({
      releasesDir,
      scanGate: (id) => ensureScanned(releasesDir, id, [TOKEN]),
    });
    await goLive.publishByHand(clean);
    for (const makeLive of [
      () => goLive.publishByHand(leaky),
      () => goLive.rollback(leaky),
      () => goLive.unlock(leaky),
    ]) {
      await expect(makeLive()).rejects.toThrow(/holds the value of the server's PLUAPI_TOKEN/);
      expect(await currentRelease(releasesDir)).toBe(clean);
    }
  });
});
