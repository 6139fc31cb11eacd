import fs from 'node:fs';
import path from 'node:path';

// Peak memory of a whole process tree (gatsby build and its workers), read from /proc:
// the sum of every member's resident set, sampled on a timer, keeping the maximum.

export interface ProcStat {
  pid: number;
  ppid: number;
}

/** pid and parent pid from /proc/<pid>/stat. The command name may hold spaces and ")". */
export const parseStat = (text: string): ProcStat | null => {
  const close = text.lastIndexOf(')');
  const pid = Number.parseInt(text, 10);
  if (close < 0 || !Number.isInteger(pid)) return null;
  const ppid = Number(text.slice(close + 2).split(' ')[1]);
  return Number.isInteger(ppid) ? { pid, ppid } : null;
};

/** VmRSS from /proc/<pid>/status in kB; 0 for kernel threads and zombies, which have none. */
export const parseVmRssKb = (status: string): number => {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  return match ? Number(match[1]) : 0;
};

/** The root and all its descendants, given every process's parent. */
export const treePids = (rootPid: number, stats: ProcStat[]): number[] => {
  const children = new Map<number, number[]>();
  for (const { pid, ppid } of stats) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const tree: number[] = [];
  const queue = [rootPid];
  while (queue.length > 0 && tree.length <= stats.length) {
    const pid = queue.shift() as number;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
};

const readOrEmpty = (file: string): string => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return ''; // the process ended between listing and reading
  }
};

export const treeRssKb = (rootPid: number, procDir = '/proc'): number => {
  const stats = fs
    .readdirSync(procDir)
    .filter((name) => /^\d+$/.test(name))
    .map((name) => parseStat(readOrEmpty(path.join(procDir, name, 'stat'))))
    .filter((stat): stat is ProcStat => stat !== null);
  return treePids(rootPid, stats).reduce(
    (sum, pid) => sum + parseVmRssKb(readOrEmpty(path.join(procDir, String(pid), 'status'))),
    0,
  );
};

/** Samples the tree's RSS every `intervalMs` until stopped; `stop()` returns the peak in kB. */
export const sampleTreeRss = (rootPid: number, intervalMs = 200): { stop: () => number } => {
  let peakKb = 0;
  const sample = () => {
    peakKb = Math.max(peakKb, treeRssKb(rootPid));
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      return peakKb;
    },
  };
};
