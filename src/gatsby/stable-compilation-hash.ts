import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

/**
 * webpack's hash of the browser compilation differs between a build that compiled from
 * nothing (after `gatsby clean`, or a deploy) and the next one, restored from webpack's cache,
 * though every file emitted is byte for byte the same. Gatsby writes that hash into the
 * scripts slice stitched into every page, and stitches every page again when the slice
 * changes: the first webhook build after a clean one rewrote all 9,400 HTML files for one
 * changed article, and the server staged, compressed and scanned them all as new. When every
 * file webpack emits is the same as in the last build, the last build's hash is kept: the
 * code a visitor's browser runs is the same, so an open tab has no reason to reload either.
 */
const STATE_FILE = path.join('.cache', 'browser-compilation-hash.json');

interface Asset {
  name: string;
  source: { buffer: () => Buffer };
}

interface StatsLike {
  hasErrors: () => boolean;
  compilation: { hash?: string; getAssets: () => readonly Asset[] };
}

interface EmitHook {
  tap: (name: string, run: (compilation: StatsLike['compilation']) => void) => void;
}

interface DoneHook {
  tapPromise: (
    options: { name: string; stage: number },
    run: (stats: StatsLike) => Promise<void>,
  ) => void;
}

interface State {
  emitted: string;
  hash: string;
}

/** One digest of every emitted file's name and bytes. */
export const emittedDigest = (assets: readonly Asset[]): string => {
  const digest = createHash('sha256');
  for (const asset of [...assets].sort((a, b) => a.name.localeCompare(b.name))) {
    digest.update(`${asset.name}\0`).update(asset.source.buffer()).update('\0');
  }
  return digest.digest('hex');
};

const readState = async (file: string): Promise<State | null> => {
  try {
    const state = JSON.parse(await fs.readFile(file, 'utf8')) as Partial<State>;
    return typeof state.emitted === 'string' && typeof state.hash === 'string'
      ? { emitted: state.emitted, hash: state.hash }
      : null;
  } catch {
    return null;
  }
};

export class StableCompilationHashPlugin {
  constructor(private readonly root = process.cwd()) {}

  apply(compiler: { hooks: { emit: EmitHook; done: DoneHook } }): void {
    const file = path.join(this.root, STATE_FILE);
    // Read while the files' bytes are still there: once written, webpack keeps only sizes.
    let emitted: string | null = null;
    compiler.hooks.emit.tap('StableCompilationHash', (compilation) => {
      try {
        emitted = emittedDigest(compilation.getAssets());
      } catch {
        emitted = null; // a file without its bytes: the hash stays webpack's own
      }
    });
    // Before Gatsby's stats extractor (stage 0) writes the slice, and before Gatsby reads
    // the hash for app-data.json once the compiler is done.
    compiler.hooks.done.tapPromise(
      { name: 'StableCompilationHash', stage: -200 },
      async (stats) => {
        const { compilation } = stats;
        if (stats.hasErrors() || !compilation.hash || emitted === null) return;
        const previous = await readState(file);
        if (previous?.emitted === emitted) {
          if (previous.hash !== compilation.hash) {
            console.log(
              `info browser files unchanged: compilation hash ${previous.hash} kept (webpack's was ${compilation.hash})`,
            );
          }
          compilation.hash = previous.hash;
          return;
        }
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.writeFile(file, JSON.stringify({ emitted, hash: compilation.hash }));
      },
    );
  }
}
