import fs from 'node:fs';
import path from 'node:path';
import { sampleTreeRss } from './process-memory';
import { logPath, runToEnd } from './processes';

export interface BuildFigures {
  pages: number;
  seconds: number;
  peakRssKb: number;
}

// Plain log lines instead of progress bars, and no telemetry calls from a benchmark. The
// server's own builds get the same, so no GATSBY_* variable differs between the cold build
// and the webhook builds (Gatsby defines each one in its bundles).
export const QUIET = { CI: 'true', GATSBY_TELEMETRY_DISABLED: '1' };

// The binary itself, not npx: npm's own process would count in the build's memory.
const gatsby = (siteDir: string) => path.join(siteDir, 'node_modules', '.bin', 'gatsby');

/** Pages built: every index.html under public/. */
const countPages = (dir: string): number =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'index.html').length;

export const gatsbyClean = (siteDir: string, label: string): Promise<void> =>
  runToEnd(gatsby(siteDir), ['clean'], {
    cwd: siteDir,
    env: QUIET,
    log: logPath(`${label}-clean`),
  });

/** `gatsby build` with its wall time and the peak RSS of its whole process tree. */
export const measuredBuild = async (
  siteDir: string,
  env: NodeJS.ProcessEnv,
  label: string,
): Promise<BuildFigures> => {
  let stopSampling = () => 0;
  let peakRssKb = 0;
  const started = performance.now();
  try {
    await runToEnd(gatsby(siteDir), ['build'], {
      cwd: siteDir,
      env: { ...env, ...QUIET },
      log: logPath(label),
      onStart: (pid) => (stopSampling = sampleTreeRss(pid).stop),
    });
  } finally {
    peakRssKb = stopSampling(); // also when the build failed: the timer must not outlive it
  }
  const seconds = (performance.now() - started) / 1000;
  return { pages: countPages(path.join(siteDir, 'public')), seconds, peakRssKb };
};
