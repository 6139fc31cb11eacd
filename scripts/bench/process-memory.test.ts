import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseStat, parseVmRssKb, treePids, treeRssKb } from './process-memory';

const STAT = (pid: number, name: string, ppid: number) =>
  `${pid} (${name}) S ${ppid} ${pid} ${pid} 0 -1 4194560 2191 0 0 0 3 1 0 0 20 0 1 0 1883 9338880 1034\n`;

describe('parseStat', () => {
  it('reads the pid and parent pid, whatever the command name holds', () => {
    expect(parseStat(STAT(4321, 'node', 4000))).toEqual({ pid: 4321, ppid: 4000 });
    expect(parseStat(STAT(77, 'gatsby (worker) 1', 76))).toEqual({ pid: 77, ppid: 76 });
  });

  it('rejects what is not a stat line', () => {
    expect(parseStat('')).toBeNull();
    expect(parseStat('garbage')).toBeNull();
  });
});

describe('parseVmRssKb', () => {
  it('reads the resident set in kB, and 0 when the process has none', () => {
    expect(
      parseVmRssKb('Name:\tnode\nVmPeak:\t 999 kB\nVmRSS:\t  123456 kB\nRssAnon:\t1 kB\n'),
    ).toBe(123456);
    expect(parseVmRssKb('Name:\tkthreadd\nState:\tS (sleeping)\n')).toBe(0);
  });
});

describe('process tree', () => {
  const stats = [
    { pid: 1, ppid: 0 },
    { pid: 10, ppid: 1 },
    { pid: 11, ppid: 10 },
    { pid: 12, ppid: 10 },
    { pid: 13, ppid: 12 },
    { pid: 20, ppid: 1 },
  ];

  it('holds the root and every descendant, and nothing else', () => {
    expect(treePids(10, stats).sort()).toEqual([10, 11, 12, 13]);
    expect(treePids(20, stats)).toEqual([20]);
  });

  it('sums the resident sets of the tree from a /proc directory', () => {
    const proc = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-proc-'));
    const write = (pid: number, ppid: number, rssKb: number | null) => {
      fs.mkdirSync(path.join(proc, String(pid)));
      fs.writeFileSync(path.join(proc, String(pid), 'stat'), STAT(pid, 'node', ppid));
      fs.writeFileSync(
        path.join(proc, String(pid), 'status'),
        rssKb === null ? 'Name:\tz\n' : `VmRSS:\t${rssKb} kB\n`,
      );
    };
    write(1, 0, 5000);
    write(10, 1, 100);
    write(11, 10, 200);
    write(12, 10, null);
    write(20, 1, 7000);
    fs.mkdirSync(path.join(proc, 'self'));
    try {
      expect(treeRssKb(10, proc)).toBe(300);
    } finally {
      fs.rmSync(proc, { recursive: true, force: true });
    }
  });
});
