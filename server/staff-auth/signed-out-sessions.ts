// Sessions live in the browser's cookie, so "signed out" must be remembered on the server:
// a copied cookie must not outlive its sign-out. Each session id is kept until its cookie
// would have expired anyway, in a small file beside the hooks' state (survives a restart).
// A sign-out that cannot be saved still holds in memory until the server restarts (the next
// save writes it too); the caller is told, so the person signing out can be told.
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';

export class SignedOutSessions {
  private readonly ended = new Map<string, number>();
  private saving: Promise<boolean> = Promise.resolve(true);

  constructor(
    private readonly file: string,
    private readonly now: () => number,
    private readonly onError: (error: Error) => void,
  ) {}

  async load(): Promise<void> {
    try {
      const saved: unknown = JSON.parse(await readFile(this.file, 'utf8'));
      if (typeof saved !== 'object' || saved === null) return;
      for (const [id, expiresAt] of Object.entries(saved)) {
        if (typeof expiresAt === 'number') this.ended.set(id, expiresAt);
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.onError(error as Error);
    }
  }

  has(id: string): boolean {
    return this.ended.has(id);
  }

  /**
   * Remembers that session `id` (valid until `expiresAt`, ms) was signed out; resolves to
   * whether that was saved to the file (it holds in memory either way). Never throws.
   */
  add(id: string, expiresAt: number): Promise<boolean> {
    this.ended.set(id, expiresAt);
    const now = this.now();
    for (const [other, until] of this.ended) if (until <= now) this.ended.delete(other);
    const snapshot = JSON.stringify(Object.fromEntries(this.ended));
    this.saving = this.saving.then(async () => {
      try {
        await mkdir(path.dirname(this.file), { recursive: true });
        await writeFileAtomic(this.file, snapshot, { mode: 0o600 });
        return true;
      } catch (error) {
        this.onError(error as Error);
        return false;
      }
    });
    return this.saving;
  }
}
