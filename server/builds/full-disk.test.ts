// The server keeps a little state of its own (the build queue, the delivery ids). A full disk,
// faked here by a filesystem layer whose writes fail with ENOSPC, must not stop it serving,
// starting or building, and must not lose a change the CMS sent.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BuildQueue } from './build-queue';
import { diskStateFs, JsonFile, type StateFs } from '../shared/state-file';
import { makeTempDir } from '../test-support/fake-site';
import { SECRET, signed, startHooksFixture } from '../test-support/hooks-fixture';
import { DeliveryLog } from '../shared/webhook-signature';
import { hooksStateDir } from '../shared/state-dir';
import { HOOK_CALLS_PER_MINUTE } from '../hooks/routes';

jest.setTimeout(30_000);

let dir: string;
beforeEach(() => {
  dir = makeTempDir('full-disk');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const enospc = () =>
  Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });

/** The real disk, until `full` is set: then every write fails as a full disk's does. */
function fakeDisk() {
  const disk = {
    full: false,
    appends: 0,
    replaces: 0,
    fs: {
      read: (file) => diskStateFs.read(file),
      rename: (from, to) => diskStateFs.rename(from, to),
      replace: (file, data) => {
        if (disk.full) throw enospc();
        disk.replaces += 1;
        diskStateFs.replace(file, data);
      },
      append: (file, data) => {
        if (disk.full) throw enospc();
        disk.appends += 1;
        diskStateFs.append(file, data);
      },
    } satisfies StateFs,
  };
  return disk;
}

const logSpy = () => {
  const lines: string[] = [];
  return { lines, log: (level: string, text: string) => lines.push(`${level}: ${text}`) };
};

describe('the build queue on a full disk', () => {
  test('the quiet-period timer survives a full disk, and the build still runs', async () => {
    const disk = fakeDisk();
    const { lines, log } = logSpy();
    const built: string[] = [];
    const queue = new BuildQueue(
      {
        buildAndPublish: async ({ id }) => {
          built.push(id);
          return { published: true };
        },
      },
      { quietMs: 30, stateFile: path.join(dir, 'queue.json'), stateFs: disk.fs, log },
    );
    disk.full = true;
    // Saving after the call and again when the timer starts the build both fail.
    const id = queue.trigger({ reason: 'webhook', articles: ['a1'] });
    await queue.whenIdle();
    expect(built).toEqual([id]);
    expect(queue.status().unsaved).toMatch(/the disk is full/);
    // Said once, in words an operator can act on, not once per attempt.
    expect(lines.filter((line) => line.startsWith('error:'))).toEqual([
      expect.stringMatching(/could not save queue\.json: the disk is full.*free disk space/),
    ]);
    await queue.stop();
  });

  test('a queue kept in memory is saved once the disk has room again', async () => {
    const disk = fakeDisk();
    const file = path.join(dir, 'queue.json');
    const queue = new BuildQueue(
      { buildAndPublish: () => new Promise(() => undefined) },
      {
        quietMs: 60_000,
        stateFile: file,
        stateFs: disk.fs,
        log: () => undefined,
      },
    );
    disk.full = true;
    queue.trigger({ reason: 'webhook', articles: ['a1'] });
    expect(existsSync(file)).toBe(false);
    disk.full = false;
    queue.trigger({ reason: 'webhook', articles: ['a2'] });
    expect(JSON.parse(readFileSync(file, 'utf8')).pending.articles).toEqual(['a1', 'a2']);
    expect(queue.status().unsaved).toBeUndefined();
    await queue.stop();
  });

  test('a server starts, and resumes the saved queue, with its disk full', async () => {
    const file = path.join(dir, 'queue.json');
    writeFileSync(
      file,
      JSON.stringify({ running: { articles: ['a1'], fullRefresh: false }, pending: null }),
    );
    const disk = fakeDisk();
    disk.full = true;
    const built: string[][] = [];
    const queue = new BuildQueue(
      {
        buildAndPublish: async ({ articles }) => {
          built.push(articles);
          return { published: true };
        },
      },
      { stateFile: file, stateFs: disk.fs, log: () => undefined },
    );
    expect(() => queue.resume()).not.toThrow();
    await queue.whenIdle();
    expect(built).toEqual([['a1']]);
    await queue.stop();
  });

  test('a damaged queue file is reported and kept aside, not silently emptied', () => {
    const file = path.join(dir, 'queue.json');
    writeFileSync(file, '{"running": {"articles": ["a1"');
    const { lines, log } = logSpy();
    const queue = new BuildQueue(
      { buildAndPublish: async () => ({ published: true }) },
      { stateFile: file, log },
    );
    queue.resume();
    expect(lines).toEqual([
      expect.stringMatching(
        /^error: .*queue\.json could not be read \(not valid JSON\); it was kept as .*damaged/,
      ),
    ]);
    const kept = readdirSync(dir).filter((name) => name.startsWith('queue.json.damaged-'));
    expect(kept).toHaveLength(1);
    expect(readFileSync(path.join(dir, kept[0]!), 'utf8')).toContain('a1');
  });
});

describe('state files with two writers', () => {
  test("two writers never share a temporary file, so one never renames away the other's", () => {
    const file = path.join(dir, 'queue.json');
    // Another writer, mid-write, under the one fixed name every writer used to share.
    writeFileSync(`${file}.tmp`, 'the other writer, half done');
    new JsonFile<{ n: number }>(file).write({ n: 1 });
    expect(readFileSync(`${file}.tmp`, 'utf8')).toBe('the other writer, half done');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ n: 1 });
    // No temporary file of ours is left behind.
    expect(readdirSync(dir).sort()).toEqual(['queue.json', 'queue.json.tmp']);
  });
});

describe('the delivery log', () => {
  test('a delivery the disk refused is accepted when the CMS sends it again', () => {
    const disk = fakeDisk();
    const deliveries = new DeliveryLog(path.join(dir, 'deliveries.jsonl'), { fs: disk.fs });
    disk.full = true;
    expect(deliveries.record('delivery-1')).toBe('unsaved');
    disk.full = false;
    expect(deliveries.record('delivery-1')).toBe('recorded');
    expect(deliveries.record('delivery-1')).toBe('seen');
  });

  test('each call appends one line; the log is never rewritten whole per call', () => {
    const disk = fakeDisk();
    const file = path.join(dir, 'deliveries.jsonl');
    const deliveries = new DeliveryLog(file, { fs: disk.fs });
    for (let n = 0; n < 50; n += 1) expect(deliveries.record(`delivery-${n}`)).toBe('recorded');
    expect({ appends: disk.appends, replaces: disk.replaces }).toEqual({
      appends: 50,
      replaces: 0,
    });
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(50);
    // What was appended survives a restart.
    expect(new DeliveryLog(file).record('delivery-7')).toBe('seen');
  });

  test('the delivery log is capped: past its size a signed flood is refused, not stored', () => {
    const file = path.join(dir, 'deliveries.jsonl');
    const deliveries = new DeliveryLog(file, { max: 3 });
    expect(['a1', 'a2', 'a3', 'a4'].map((id) => deliveries.record(`delivery-${id}`))).toEqual([
      'recorded',
      'recorded',
      'recorded',
      'full',
    ]);
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(3);
  });

  test('expired ids are dropped from the file now and then, not on every call', () => {
    const disk = fakeDisk();
    const file = path.join(dir, 'deliveries.jsonl');
    const deliveries = new DeliveryLog(file, { fs: disk.fs });
    const start = Date.now();
    // Each call ten minutes after the last: only the newest id is still in the window.
    for (let n = 0; n < 1_200; n += 1) deliveries.record(`delivery-${n}`, start + n * 600_000);
    expect(disk.replaces).toBe(1);
    expect(readFileSync(file, 'utf8').trim().split('\n').length).toBeLessThan(1_200);
  });
});

describe('the hooks on a full disk', () => {
  test('a webhook the disk could not record gets 503, and the same delivery sent again builds', async () => {
    const fixture = await startHooksFixture(SECRET);
    try {
      // The state folder cannot be written (a file stands where it should be).
      const stateDir = hooksStateDir(path.join(fixture.siteDir, 'releases'));
      rmSync(stateDir, { recursive: true, force: true });
      writeFileSync(stateDir, '');
      const call = signed('/hooks/rebuild', { body: '{}', deliveryId: 'cms-delivery-0001' });
      const refused = await fixture.send('/hooks/rebuild', call);
      expect(refused.status).toBe(503);
      expect(JSON.parse(refused.text).message).toMatch(/could not save this call/);
      rmSync(stateDir);
      const retried = await fixture.send('/hooks/rebuild', call);
      expect(retried.status).toBe(202);
    } finally {
      await fixture.close();
    }
  });

  test('a flood of calls to /hooks is refused past the rate limit', async () => {
    const fixture = await startHooksFixture(SECRET);
    try {
      const statuses: number[] = [];
      for (let n = 0; n < HOOK_CALLS_PER_MINUTE + 5; n += 1) {
        const unsigned = { method: 'GET', headers: {}, body: '' };
        statuses.push((await fixture.send('/hooks/status', unsigned)).status);
      }
      expect(HOOK_CALLS_PER_MINUTE).toBe(600);
      expect(statuses.slice(0, HOOK_CALLS_PER_MINUTE).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(HOOK_CALLS_PER_MINUTE)).toEqual([429, 429, 429, 429, 429]);
    } finally {
      await fixture.close();
    }
  });
});
