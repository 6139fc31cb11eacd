import { execFileSync } from 'node:child_process';
import os from 'node:os';

// The first lines of every results file: figures only mean something next to the
// machine that produced them.

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

/** The one-minute load average at the run's start and end: above ~1.5 before, the machine was not quiet. */
export interface RunLoad {
  start: number;
  end: number;
}

export const machineHeader = (
  chromiumPath: string,
  command: string,
  now = new Date(),
  load?: RunLoad,
): string => {
  const cpus = os.cpus();
  const date = `${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return [
    `# Benchmark: ${os.hostname()}, ${date}`,
    '',
    `- Machine: ${os.hostname()}, ${cpus[0]?.model.trim() ?? 'unknown CPU'} × ${cpus.length} CPUs, ` +
      `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB memory`,
    `- Software: Node ${process.version}, ${chromiumVersion(chromiumPath)}`,
    `- Command: \`${command}\``,
    ...(load
      ? [
          `- Load average (1 min): ${load.start.toFixed(2)} at the start, ${load.end.toFixed(2)} at the end` +
            ` (the bench's own builds and browsers count; a run that starts above 1.5 is worth repeating)`,
        ]
      : []),
  ].join('\n');
};
