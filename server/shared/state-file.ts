import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';

/**
 * The few disk operations the server's own state needs (the build queue, the delivery ids).
 * Tests pass one whose writes fail as a full disk does; the server uses `diskStateFs`.
 */
export interface StateFs {
  /** The file's text, or null when there is none. */
  read(file: string): string | null;
  /** Replaces the file whole: never half-written, a full disk leaves the old one (write-file-atomic). */
  replace(file: string, data: string): void;
  /** Adds to the end of the file and syncs, so what returned is on disk. */
  append(file: string, data: string): void;
  /**
   * Moves a file aside (a damaged one is kept for a person to look at). A rename, not a write:
   * it keeps the bytes as found and needs no free space, the disk being full or not.
   */
  rename(from: string, to: string): void;
}

function appendSynced(file: string, data: string) {
  const fd = openSync(file, 'a', 0o600);
  try {
    const bytes = Buffer.from(data);
    let written = 0;
    while (written < bytes.length) written += writeSync(fd, bytes, written);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export const diskStateFs: StateFs = {
  read(file) {
    try {
      return readFileSync(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  },
  replace(file, data) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileAtomic.sync(file, data, { mode: 0o600 });
  },
  append(file, data) {
    mkdirSync(path.dirname(file), { recursive: true });
    appendSynced(file, data);
  },
  rename(from, to) {
    renameSync(from, to);
  },
};

/** Where state problems are told: the server's log (and through it, the operator). */
export type StateLog = (level: 'error' | 'warn' | 'info', text: string) => void;

export interface StateFileOptions {
  fs?: StateFs;
  log?: StateLog;
  /** How soon a failed save is tried again. */
  retryMs?: number;
}

const describe = (error: unknown) =>
  (error as NodeJS.ErrnoException).code === 'ENOSPC'
    ? 'the disk is full'
    : ((error as Error).message ?? String(error));

/** Moves a damaged state file aside, keeping it, and says so. */
export function keepDamaged(file: string, fs: StateFs, log: StateLog, why: string): void {
  const aside = `${file}.damaged-${new Date().toISOString().replace(/[:.]/g, '')}`;
  try {
    fs.rename(file, aside);
    log('error', `${file} could not be read (${why}); it was kept as ${aside} and not used`);
  } catch (error) {
    log('error', `${file} could not be read (${why}) nor moved aside: ${describe(error)}`);
  }
}

/**
 * A small JSON file the server keeps its state in. A save never throws: when the disk refuses
 * it (full, read-only), the value stays in memory, the problem is logged once and shown by
 * `problem`, and the save is tried again until it succeeds. A damaged file is kept aside and
 * reported, never silently treated as empty.
 */
export class JsonFile<T> {
  private readonly fs: StateFs;
  private readonly log: StateLog;
  private retry: NodeJS.Timeout | null = null;
  private unsaved: { value: T } | null = null;
  private closed = false;
  /** Why the last save failed, in words for staff; null once saved. */
  problem: string | null = null;

  constructor(
    private readonly file: string | null,
    private readonly options: StateFileOptions = {},
  ) {
    this.fs = options.fs ?? diskStateFs;
    this.log = options.log ?? (() => undefined);
  }

  read(): T | null {
    if (!this.file) return null;
    let text: string | null;
    try {
      text = this.fs.read(this.file);
    } catch (error) {
      this.log('error', `${this.file} could not be read: ${describe(error)}; starting without it`);
      return null;
    }
    if (text === null) return null;
    try {
      return JSON.parse(text) as T;
    } catch {
      keepDamaged(this.file, this.fs, this.log, 'not valid JSON');
      return null;
    }
  }

  /** Saves `value`; returns whether it is on disk now (if not, it is retried). */
  write(value: T): boolean {
    if (!this.file) return true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    try {
      this.fs.replace(this.file, JSON.stringify(value));
    } catch (error) {
      const problem = `could not save ${path.basename(this.file)}: ${describe(error)}`;
      if (problem !== this.problem) {
        this.log(
          'error',
          `${problem}. The server keeps it in memory and tries again; free disk space so it survives a restart.`,
        );
      }
      this.problem = problem;
      this.unsaved = { value };
      if (!this.closed) {
        this.retry = setTimeout(() => this.retrySave(), this.options.retryMs ?? 10_000);
        this.retry.unref();
      }
      return false;
    }
    if (this.problem) this.log('info', `${path.basename(this.file)} is saved again`);
    this.problem = null;
    this.unsaved = null;
    return true;
  }

  /** Server shutdown: one last try for an unsaved value, then no more retries. */
  close(): void {
    this.retrySave();
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
  }

  private retrySave() {
    const pending = this.unsaved;
    if (pending && !this.closed) this.write(pending.value);
  }
}
