import fs from 'node:fs';
import path from 'node:path';
import { sampleTreeRss } from './process-memory';
import { exitOf, logPath, runToEnd, startProcess, stopProcess } from './processes';

export interface BuildFigures {
  pages: number;
  seconds: number;
  peakRssKb: number;
}

// Plain log lines instead of progress bars, and no telemetry calls from a benchmark.
const QUIET = { CI: 'true', GATSBY_TELEMETRY_DISABLED: '1' };

// Not a target: only a bound, so a build that hangs (a lifecycle that never resolves)
// cannot keep the bench running forever. Healthy builds here take a few minutes.
const BUILD_LIMIT_MINUTES = 30;

const gatsbyBin = (siteDir: string) => path.join(siteDir, 'node_modules', '.bin', 'gatsby');

/** Pages built: every index.html under public/. */
export const countPages = (dir: string): number =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .reduce(
      (count, entry) =>
        count +
        (entry.isDirectory()
          ? countPages(path.join(dir, entry.name))
          : Number(entry.name === 'index.html')),
      0,
    );

export const gatsbyClean = (siteDir: string, label: string): Promise<void> =>
  runToEnd(gatsbyBin(siteDir), ['clean'], siteDir, QUIET, logPath(`${label}-clean`));

/** `gatsby build` with its wall time and the peak RSS of its whole process tree. */
export const measuredBuild = async (
  siteDir: string,
  env: NodeJS.ProcessEnv,
  label: string,
): Promise<BuildFigures> => {
  const log = logPath(label);
  const started = performance.now();
  const child = startProcess(gatsbyBin(siteDir), ['build'], siteDir, { ...env, ...QUIET }, log);
  const memory = sampleTreeRss(child.pid as number);
  let hung = false;
  const limit = setTimeout(() => {
    hung = true;
    void stopProcess(child);
  }, BUILD_LIMIT_MINUTES * 60_000);
  const code = await exitOf(child);
  clearTimeout(limit);
  const seconds = (performance.now() - started) / 1000;
  const peakRssKb = memory.stop();
  if (hung)
    throw new Error(
      `gatsby build (${label}) was still running after ${BUILD_LIMIT_MINUTES} min and was stopped (log: ${log})`,
    );
  if (code !== 0) {
    const end = fs.readFileSync(log, 'utf8').split('\n').slice(-30).join('\n');
    throw new Error(`gatsby build (${label}) exited with ${code} (log: ${log})\n${end}`);
  }
  return { pages: countPages(path.join(siteDir, 'public')), seconds, peakRssKb };
};
