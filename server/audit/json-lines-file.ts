// A file of one JSON value per line that never outgrows its bounds: before a line would take it
// past `rotateBytes`, the file is renamed to `.1` (older ones shift to `.2`, `.3`…, the oldest
// kept one is dropped), so the disk holds at most (keptFiles + 1) × rotateBytes of it. Reading
// goes newest first across the current file and the kept ones, so a rotation never hides the
// newest lines. Writing never throws: a disk error goes to `onError` and the line is dropped.
import { appendFile, mkdir, open, rename, stat } from 'node:fs/promises';
import path from 'node:path';

export interface FileBounds {
  /** The size past which the file is renamed and a new one started. */
  rotateBytes: number;
  /** How many renamed files are kept (`.1` … `.keptFiles`); at least 1. */
  keptFiles: number;
}

// Reading keeps to each file's end: a file written before rotation existed may be much larger.
const READ_TAIL_BYTES = 4 * 1024 * 1024;

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

async function sizeOf(file: string): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch (error) {
    if (isMissing(error)) return 0;
    throw error;
  }
}

/** The last READ_TAIL_BYTES of a file, from a whole line on; '' when it is missing or unreadable. */
async function tailOf(file: string): Promise<string> {
  try {
    const handle = await open(file, 'r');
    try {
      const { size } = await handle.stat();
      const start = Math.max(0, size - READ_TAIL_BYTES);
      const buffer = Buffer.alloc(size - start);
      await handle.read(buffer, 0, buffer.length, start);
      const text = buffer.toString('utf8');
      // A tail read may start mid-line: drop the partial first line.
      return start > 0 ? text.slice(text.indexOf('\n') + 1) : text;
    } finally {
      await handle.close();
    }
  } catch {
    return '';
  }
}

export class JsonLinesFile<T> {
  // Appends run one after another, so two values never interleave within a line.
  private writing: Promise<void> = Promise.resolve();
  /** The current file's size; null until known (read once before the first append). */
  private size: number | null = null;

  constructor(
    readonly file: string,
    private readonly isValid: (value: unknown) => value is T,
    private readonly bounds: FileBounds,
    private readonly onError: (error: Error, value: T) => void = () => {},
  ) {}

  /** The current file, then the kept ones, newest first. */
  get files(): string[] {
    const kept = Array.from({ length: this.bounds.keptFiles }, (_, at) => `${this.file}.${at + 1}`);
    return [this.file, ...kept];
  }

  /** Appends a value; resolves once written (or once the failure was reported). Never throws. */
  append(value: T): Promise<void> {
    // Newlines inside values are escaped by JSON, so one value is always one line.
    const line = `${JSON.stringify(value)}\n`;
    const bytes = Buffer.byteLength(line);
    this.writing = this.writing.then(async () => {
      try {
        await mkdir(path.dirname(this.file), { recursive: true });
        this.size ??= await sizeOf(this.file);
        if (this.size > 0 && this.size + bytes > this.bounds.rotateBytes) await this.rotate();
        await appendFile(this.file, line, { encoding: 'utf8', mode: 0o600 });
        this.size += bytes;
      } catch (error) {
        // Whatever happened, measure the file again before the next line.
        this.size = null;
        try {
          this.onError(error as Error, value);
        } catch {
          // The reporter itself failed: nothing more can be done without failing the caller.
        }
      }
    });
    return this.writing;
  }

  // rename, not a copy: a move needs no free space, never tears a kept file and is what logrotate
  // does; rotating-file-stream renames too, but only after a write took a file past its bound.
  private async rotate(): Promise<void> {
    const [current, ...kept] = this.files;
    // Oldest first, so each rename lands on a name already moved (the last kept one is replaced).
    for (let at = kept.length - 1; at > 0; at -= 1) {
      await rename(kept[at - 1]!, kept[at]!).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    }
    await rename(current!, kept[0]!);
    this.size = 0;
  }

  /** Every valid value, newest first, across the current file and the kept ones. */
  async *newestFirst(): AsyncGenerator<T> {
    await this.writing;
    for (const file of this.files) {
      const lines = (await tailOf(file)).split('\n');
      for (let index = lines.length - 1; index >= 0; index -= 1) {
        const line = lines[index]?.trim();
        if (!line) continue;
        let parsed: unknown;
        try {
          parsed = JSON.parse(line);
        } catch {
          // A line torn by a crash mid-write is skipped, not fatal.
          continue;
        }
        if (this.isValid(parsed)) yield parsed;
      }
    }
  }
}
