import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StableCompilationHashPlugin } from './stable-compilation-hash';

type Files = Record<string, string>;

/** One webpack run as the plugin sees it: its files emitted, then done with webpack's hash. */
const compileWith = (root: string) => {
  let emit: ((compilation: unknown) => void) | undefined;
  let done: ((stats: unknown) => Promise<void>) | undefined;
  new StableCompilationHashPlugin(root).apply({
    hooks: {
      emit: { tap: (_name, run) => (emit = run as typeof emit) },
      done: { tapPromise: (_options, run) => (done = run as typeof done) },
    },
  });
  return async (files: Files, webpackHash: string, errors = false): Promise<string> => {
    const compilation = {
      hash: webpackHash,
      getAssets: () =>
        Object.entries(files).map(([name, text]) => ({
          name,
          source: { buffer: () => Buffer.from(text) },
        })),
    };
    emit?.(compilation);
    await done?.({ hasErrors: () => errors, compilation });
    return compilation.hash;
  };
};

describe('StableCompilationHashPlugin', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'stable-hash-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const files = { 'app-1.js': 'app', 'framework-2.js': 'react' };

  it("keeps the last build's hash when every emitted file is the same", async () => {
    expect(await compileWith(root)(files, 'cold')).toBe('cold');
    expect(await compileWith(root)({ ...files }, 'from-cache')).toBe('cold');
    expect(await compileWith(root)(files, 'again')).toBe('cold');
  });

  it("takes webpack's hash as soon as one file's bytes or name differ", async () => {
    await compileWith(root)(files, 'first');
    expect(await compileWith(root)({ ...files, 'app-1.js': 'changed' }, 'second')).toBe('second');
    expect(await compileWith(root)({ 'app-9.js': 'app', 'framework-2.js': 'react' }, 'third')).toBe(
      'third',
    );
    // The newest files are the ones compared from then on.
    expect(await compileWith(root)({ 'app-9.js': 'app', 'framework-2.js': 'react' }, 'x')).toBe(
      'third',
    );
  });

  it('leaves a failed compilation alone', async () => {
    await compileWith(root)(files, 'good');
    expect(await compileWith(root)(files, 'failed', true)).toBe('failed');
  });
});
