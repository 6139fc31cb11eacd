// Who did what in the staff console: one JSON line per event, appended to a file kept beside
// the hooks' state (on the releases' persistent storage), so it survives a restart. Recording
// never fails a request: a disk error is reported to `onError` (the server's log) and dropped.
// Refusals of people who were not signed in go to a file of their own, counted rather than
// copied (./stranger-refusals.ts), so a stranger can neither fill the disk nor push staff
// actions out of sight; both files rotate at a size (./json-lines-file.ts).
import path from 'node:path';
import { hooksStateDir } from '../shared/state-dir';
import { cut } from './cut-text';
import { type FileBounds, JsonLinesFile } from './json-lines-file';
import type { AuditEntry, NewAuditEntry } from './audit-entry';
import { StrangerRefusals } from './stranger-refusals';

/** The audit log's file for a releases directory. */
export function auditLogFile(releasesDir: string): string {
  return path.join(hooksStateDir(releasesDir), 'staff-audit-log.jsonl');
}

/** The file strangers' refusals are counted in, beside the audit log's. */
export function strangersLogFile(auditFile: string): string {
  return auditFile.replace(/(\.jsonl)?$/, '-strangers.jsonl');
}

/** How large the files may grow: staff actions 4 × 4 MB at most, strangers' counts 4 × 1 MB. */
export interface AuditLogBounds {
  staff: FileBounds;
  strangers: FileBounds;
}

const DEFAULT_BOUNDS: AuditLogBounds = {
  staff: { rotateBytes: 4 * 1024 * 1024, keptFiles: 3 },
  strangers: { rotateBytes: 1024 * 1024, keptFiles: 3 },
};

/** A detail longer than this is cut: no one sentence needs more, and a caller may choose it. */
export const DETAIL_LIMIT = 1000;

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
  private readonly entries: JsonLinesFile<AuditEntry>;
  /** Refusals of people who were not signed in: counted per address and minute. */
  readonly strangers: StrangerRefusals;

  constructor(
    readonly file: string,
    onError: (error: Error, entry: AuditEntry) => void = () => {},
    readonly now: () => Date = () => new Date(),
    bounds: AuditLogBounds = DEFAULT_BOUNDS,
  ) {
    this.entries = new JsonLinesFile(file, isEntry, bounds.staff, onError);
    this.strangers = new StrangerRefusals(
      new JsonLinesFile(strangersLogFile(file), isEntry, bounds.strangers, onError),
      now,
    );
  }

  /** Appends an entry; resolves once written (or once the failure was reported). Never throws. */
  record(entry: NewAuditEntry): Promise<void> {
    return this.entries.append({
      ...entry,
      detail: cut(entry.detail, DETAIL_LIMIT),
      at: entry.at ?? this.now().toISOString(),
    });
  }

  /** The newest `limit` entries, newest first; an unreadable or missing file reads as empty. */
  async read(limit = 100): Promise<AuditEntry[]> {
    const entries: AuditEntry[] = [];
    if (limit <= 0) return entries;
    for await (const entry of this.entries.newestFirst()) {
      entries.push(entry);
      if (entries.length >= limit) break;
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
