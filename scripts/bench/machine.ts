import { execFileSync } from 'node:child_process';
import os from 'node:os';

// The first lines of every results table: figures only mean something next to the
// machine that produced them.

export interface Machine {
  hostname: string;
  cpuModel: string;
  cpuCount: number;
  memoryGiB: number;
  date: string;
  node: string;
  chromium: string;
}

const chromiumVersion = (chromiumPath: string): string => {
  try {
    return execFileSync(chromiumPath, ['--version'], {
      encoding: 'utf8',
      timeout: 30_000,
      stdio: ['ignore', 'pipe', 'ignore'], // Debian's wrapper script warns on stderr
    }).trim();
  } catch {
    return `unknown (${chromiumPath})`;
  }
};

export const describeMachine = (chromiumPath: string, now = new Date()): Machine => ({
  hostname: os.hostname(),
  cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
  cpuCount: os.cpus().length,
  memoryGiB: os.totalmem() / 1024 ** 3,
  date: `${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  node: process.version,
  chromium: chromiumVersion(chromiumPath),
});

export const machineLines = (machine: Machine, command: string): string[] => [
  `# Benchmark: ${machine.hostname}, ${machine.date}`,
  '',
  `- Machine: ${machine.hostname}, ${machine.cpuModel} × ${machine.cpuCount} CPUs, ` +
    `${machine.memoryGiB.toFixed(1)} GiB memory`,
  `- Software: Node ${machine.node}, ${machine.chromium}`,
  `- Command: \`${command}\``,
];
