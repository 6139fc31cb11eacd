import { promises as fs } from 'node:fs';
import os from 'node:os';

// Pagefind's Node API starts its own process and does not say which: it is found among this
// process's children by its name, through Linux's /proc. Elsewhere nothing is found, and
// nothing changes.

const read = (file: string) => fs.readFile(file, 'utf8').catch(() => '');

/** This process's children (every thread's), by process id. */
async function children(): Promise<number[]> {
  const threads = await fs.readdir('/proc/self/task').catch(() => []);
  const listed = await Promise.all(threads.map((tid) => read(`/proc/self/task/${tid}/children`)));
  return [...new Set(listed.join(' ').split(/\s+/).filter(Boolean).map(Number))];
}

/**
 * Gives every thread of the children whose name (as /proc shows it) starts with `prefix`
 * scheduling priority `niceness`, when lower than that; threads they start later inherit it.
 * Raising the niceness needs no privilege. Says how many threads changed.
 */
export async function niceChildren(prefix: string, niceness: number): Promise<number> {
  let changed = 0;
  for (const pid of await children()) {
    if (!(await read(`/proc/${pid}/comm`)).startsWith(prefix)) continue;
    for (const tid of await fs.readdir(`/proc/${pid}/task`).catch(() => [])) {
      try {
        if (os.getPriority(Number(tid)) < niceness) {
          os.setPriority(Number(tid), niceness);
          changed += 1;
        }
      } catch {
        // the thread ended meanwhile
      }
    }
  }
  return changed;
}
