// Who did what in the staff console: one JSON line per event, appended to a file kept beside
// the hooks' state (on the releases' persistent storage), so it survives a restart. Recording
// never fails a request: a disk error is reported to `onError` (the server's log) and dropped.
import { appendFile, mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import { hooksStateDir } from '../shared/state-dir';
import type { Actor, StaffUser } from './staff-user';

/** "done": it happened; "refused": the server said no (and why); "failed": it went wrong. */
export type AuditOutcome = 'done' | 'refused' | 'failed';

export interface AuditEntry {
  /** ISO 8601 time in UTC; the console shows it in Utah time. */
  at: string;
  actor: Actor;
  /** What was asked, in a few words: "sign-in", "sign-out", "publish", "lock"... */
  action: string;
  /** A plain sentence a staff member can read ("Not on the list of staff addresses."). */
  detail: string;
  outcome: AuditOutcome;
  /** The caller's address as the server saw it (behind TRUST_PROXY's hops). */
  ip?: string;
}

export type NewAuditEntry = Omit<AuditEntry, 'at'> & { at?: string };

/** The actor of something a signed-in staff member did (request.staffUser). */
export function actorOfStaff(user: StaffUser): Actor {
  return { via: 'staff', name: user.name, email: user.email };
}

/** The audit log's file for a releases directory. */
export function auditLogFile(releasesDir: string): string {
  return path.join(hooksStateDir(releasesDir), 'staff-audit-log.jsonl');
}

// Reading keeps to the file's end: enough for any timeline, bounded for a file that only grows.
const READ_TAIL_BYTES = 4 * 1024 * 1024;

function isEntry(value: unknown): value is AuditEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<AuditEntry>;
  return (
    typeof entry.at === 'string' &&
    typeof entry.action === 'string' &&
    typeof entry.actor === 'object' &&
    entry.actor !== null &&
    typeof entry.actor.name === 'string'
  );
}

export class AuditLog {
  // Appends run one after another, so two events never interleave within a line.
  private writing: Promise<void> = Promise.resolve();

  constructor(
    readonly file: string,
    private readonly onError: (error: Error, entry: AuditEntry) => void = () => {},
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Appends an entry; resolves once written (or once the failure was reported). Never throws. */
  record(entry: NewAuditEntry): Promise<void> {
    const full: AuditEntry = { ...entry, at: entry.at ?? this.now().toISOString() };
    // Newlines inside values are escaped by JSON, so one entry is always one line.
    const line = `${JSON.stringify(full)}\n`;
    this.writing = this.writing.then(async () => {
      try {
        await mkdir(path.dirname(this.file), { recursive: true });
        await appendFile(this.file, line, { encoding: 'utf8', mode: 0o600 });
      } catch (error) {
        try {
          this.onError(error as Error, full);
        } catch {
          // The reporter itself failed: nothing more can be done without failing the request.
        }
      }
    });
    return this.writing;
  }

  /** The newest `limit` entries, newest first; an unreadable or missing file reads as empty. */
  async read(limit = 100): Promise<AuditEntry[]> {
    await this.writing;
    let text: string;
    try {
      const handle = await open(this.file, 'r');
      try {
        const { size } = await handle.stat();
        const start = Math.max(0, size - READ_TAIL_BYTES);
        const buffer = Buffer.alloc(size - start);
        await handle.read(buffer, 0, buffer.length, start);
        text = buffer.toString('utf8');
        // A tail read may start mid-line: drop the partial first line.
        if (start > 0) text = text.slice(text.indexOf('\n') + 1);
      } finally {
        await handle.close();
      }
    } catch {
      return [];
    }
    const entries: AuditEntry[] = [];
    const lines = text.split('\n');
    for (let index = lines.length - 1; index >= 0 && entries.length < limit; index -= 1) {
      const line = lines[index]?.trim();
      if (!line) continue;
      try {
        const parsed: unknown = JSON.parse(line);
        // A line torn by a crash mid-write is skipped, not fatal.
        if (isEntry(parsed)) entries.push(parsed);
      } catch {
        continue;
      }
    }
    return entries;
  }
}

/** The audit log of a releases directory, reporting write failures to `onError`. */
export function openAuditLog(
  releasesDir: string,
  onError?: (error: Error, entry: AuditEntry) => void,
): AuditLog {
  return new AuditLog(auditLogFile(releasesDir), onError);
}
