import { chmod, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AuditLog, auditLogFile } from './audit-log';
import { staffActor } from './actor';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'audit-log-'));
});

afterEach(async () => {
  await chmod(dir, 0o700).catch(() => {});
  await rm(dir, { recursive: true, force: true });
});

const ana = staffActor({ name: 'Ana Ruiz', email: 'ana@prolifeutah.org' }, 'nobody');

describe('the staff audit log', () => {
  it('keeps entries with the hooks state, one JSON line each, read newest first', async () => {
    const file = auditLogFile(dir);
    expect(file).toBe(path.join(dir, '.hooks-state', 'staff-audit-log.jsonl'));
    const log = new AuditLog(file);
    await log.record({ actor: ana, action: 'sign-in', detail: 'Signed in.', outcome: 'done' });
    await log.record({ actor: ana, action: 'lock', detail: 'line one\nline two', outcome: 'done' });
    const lines = (await readFile(file, 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(2);
    const entries = await log.read(10);
    expect(entries.map((entry) => entry.action)).toEqual(['lock', 'sign-in']);
    expect(entries[0]?.detail).toBe('line one\nline two');
    expect(Date.parse(entries[0]?.at ?? '')).not.toBeNaN();
    expect(await log.read(1)).toHaveLength(1);
  });

  it('survives a restart: a new log on the same directory appends to the old entries', async () => {
    await new AuditLog(auditLogFile(dir)).record({
      actor: ana,
      action: 'sign-in',
      detail: 'before',
      outcome: 'done',
    });
    const again = new AuditLog(auditLogFile(dir));
    await again.record({ actor: ana, action: 'sign-out', detail: 'after', outcome: 'done' });
    expect((await again.read(5)).map((entry) => entry.detail)).toEqual(['after', 'before']);
  });

  it('skips a torn last line instead of failing', async () => {
    const file = auditLogFile(dir);
    const log = new AuditLog(file);
    await log.record({ actor: ana, action: 'sign-in', detail: 'whole', outcome: 'done' });
    await writeFile(file, `${await readFile(file, 'utf8')}{"at":"2026-`, { flag: 'w' });
    expect((await log.read(5)).map((entry) => entry.detail)).toEqual(['whole']);
  });

  it('never throws on a write error, and reports it', async () => {
    // A file where the state directory should be: every write fails.
    await writeFile(path.join(dir, '.hooks-state'), 'not a directory');
    const errors: string[] = [];
    const log = new AuditLog(auditLogFile(dir), (error, entry) =>
      errors.push(`${entry.action}: ${error.message}`),
    );
    await expect(
      log.record({ actor: ana, action: 'publish', detail: 'x', outcome: 'done' }),
    ).resolves.toBeUndefined();
    expect(errors).toEqual([expect.stringMatching(/^publish: /)]);
    expect(await log.read(5)).toEqual([]);
  });
});

describe('the staff audit log has bounds (issue 50, finding 1)', () => {
  const small = {
    staff: { rotateBytes: 1000, keptFiles: 2 },
    strangers: { rotateBytes: 1000, keptFiles: 2 },
  };

  it('rotates at a size, keeps a few files, and reads the newest across them (issue 50, finding 1)', async () => {
    const file = auditLogFile(dir);
    const log = new AuditLog(file, undefined, undefined, small);
    for (let step = 1; step <= 60; step += 1) {
      await log.record({ actor: ana, action: 'lock', detail: `step ${step}`, outcome: 'done' });
    }
    const files = (await readdir(path.dirname(file))).filter((name) => name.startsWith('staff-'));
    expect(files.sort()).toEqual([
      'staff-audit-log.jsonl',
      'staff-audit-log.jsonl.1',
      'staff-audit-log.jsonl.2',
    ]);
    for (const name of files) {
      expect((await stat(path.join(path.dirname(file), name))).size).toBeLessThanOrEqual(1000);
    }
    // Just rotated or not, the newest entries read in order across the current and kept files.
    const newest = await log.read(15);
    expect(newest.map((entry) => entry.detail)).toEqual(
      Array.from({ length: 15 }, (_, at) => `step ${60 - at}`),
    );
  });

  it('rotates a file that was already too large before the first new entry (issue 50, finding 1)', async () => {
    const file = auditLogFile(dir);
    await new AuditLog(file).record({
      actor: ana,
      action: 'sign-in',
      detail: 'old',
      outcome: 'done',
    });
    await writeFile(file, `${await readFile(file, 'utf8')}${'junk\n'.repeat(500)}`);
    const log = new AuditLog(file, undefined, undefined, small);
    await log.record({ actor: ana, action: 'rollback', detail: 'new', outcome: 'done' });
    expect((await stat(file)).size).toBeLessThan(1000);
    expect((await log.read(5)).map((entry) => entry.detail)).toEqual(['new', 'old']);
  });

  it('cuts a detail longer than 1,000 characters (issue 50, finding 1)', async () => {
    const log = new AuditLog(auditLogFile(dir));
    await log.record({ actor: ana, action: 'x', detail: 'y'.repeat(20_000), outcome: 'refused' });
    const [entry] = await log.read(1);
    expect(entry?.detail).toBe(`${'y'.repeat(1000)}…`);
  });
});

describe("strangers' refusals are counted, not copied (issue 50, finding 1)", () => {
  const stranger = { via: 'staff' as const, name: 'someone not signed in' };
  const refusal = (ip: string, kind = 'unreadable') => ({
    ip,
    kind,
    action: 'open the console',
    detail: 'The session cookie could not be read.',
    where: `GET /staff/${'z'.repeat(5000)}`,
    actor: stranger,
  });

  it('one entry per address and minute, then one with how many followed (issue 50, finding 1)', async () => {
    let clock = Date.parse('2026-03-02T17:00:00Z');
    const log = new AuditLog(auditLogFile(dir), undefined, () => new Date(clock));
    const counts = [];
    for (let request = 0; request < 300; request += 1) {
      counts.push(log.strangers.count(refusal('198.51.100.7')).thisMinute);
    }
    log.strangers.count(refusal('198.51.100.8'));
    expect(counts.at(-1)).toBe(300);
    expect(await log.strangers.summary(clock - 3_600_000)).toEqual({ requests: 301, addresses: 2 });
    clock += 60_000;
    // A new minute: the old one is written as one entry, and the count starts again.
    expect(log.strangers.count(refusal('198.51.100.7')).thisMinute).toBe(1);
    const entries = await log.strangers.read(10);
    expect(entries.map((entry) => [entry.ip, entry.count])).toEqual([
      ['198.51.100.7', 1],
      ['198.51.100.7', 299],
      ['198.51.100.8', 1],
      ['198.51.100.7', 1],
    ]);
    expect(entries[3]?.detail).toBe(`GET /staff/${'z'.repeat(189)}…: ${refusal('').detail}`);
    expect(await log.strangers.summary(clock - 3_600_000)).toEqual({ requests: 302, addresses: 2 });
    // Nothing of it among the staff's entries.
    expect(await log.read(10)).toEqual([]);
  });
});
