import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { actorOfStaff, AuditLog, auditLogFile } from './audit-log';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'audit-log-'));
});

afterEach(async () => {
  await chmod(dir, 0o700).catch(() => {});
  await rm(dir, { recursive: true, force: true });
});

const ana = actorOfStaff({ name: 'Ana Ruiz', email: 'ana@prolifeutah.org', role: 'publisher' });

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
