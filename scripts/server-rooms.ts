// `npm run -s server-rooms`: the server's rooms (its folders), the files in each, and the
// import arrows between them, read from the code. What server/README.md describes, counted;
// the order the arrows must follow is kept by the linter (eslint-import-boundaries.mjs).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { boundaryProblem } from './eslint-import-boundaries.mjs';

const SERVER = path.join(__dirname, '..', 'server');
const IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]*)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    // .tsx: the staff pages, React drawn on the server.
    return /\.(tsx?|mjs)$/.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });
}

/** The file an import names: Node's resolution of a relative path, for the server's kinds. */
function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}.mjs`,
    path.join(base, 'index.ts'),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

const roomOf = (file: string) => {
  const parts = path.relative(SERVER, file).split(path.sep);
  return parts.length === 1 ? '(root)' : (parts[0] ?? '(root)');
};

const files = sourceFiles(SERVER);
const counts = new Map<string, { code: number; tests: number }>();
const arrows = new Map<string, number>();
const arrowsUp = new Set<string>();
const repoPath = (file: string) =>
  path.relative(path.join(SERVER, '..'), file).split(path.sep).join('/');
for (const file of files) {
  const room = roomOf(file);
  const isTest = /\.test\.tsx?$/.test(file);
  const count = counts.get(room) ?? { code: 0, tests: 0 };
  count[isTest ? 'tests' : 'code'] += 1;
  counts.set(room, count);
  if (isTest || room === 'test-support') continue;
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const target = specifier && resolveImport(file, specifier);
    if (!target || !target.startsWith(SERVER + path.sep)) continue;
    const to = roomOf(target);
    if (to === room) continue;
    arrows.set(`${room} → ${to}`, (arrows.get(`${room} → ${to}`) ?? 0) + 1);
    const problem = boundaryProblem(repoPath(file), repoPath(target));
    if (problem) arrowsUp.add(`  ${repoPath(file)} → ${repoPath(target)}: ${problem}`);
  }
}

console.log('room            code  tests');
for (const [room, count] of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(
    `${room.padEnd(14)} ${String(count.code).padStart(5)} ${String(count.tests).padStart(6)}`,
  );
}
console.log(
  `\nimport arrows between rooms (tests and test-support left out): ${[...arrows.values()].reduce((a, b) => a + b, 0)}`,
);
for (const [arrow, n] of [...arrows].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`  ${arrow}: ${n}`);
}

// A room of one concern stays small enough to read at once: 20 source files at most.
const MAX_ROOM_FILES = 20;
const crowded = [...counts].filter(
  ([room, count]) => room !== 'test-support' && count.code > MAX_ROOM_FILES,
);
console.log(
  `\nrooms over ${MAX_ROOM_FILES} source files: ${crowded.map(([room]) => room).join(', ') || 'none'}`,
);
console.log(`arrows the room order refuses: ${arrowsUp.size || 'none'}`);
for (const line of arrowsUp) console.log(line);
if (crowded.length || arrowsUp.size) process.exitCode = 1;
