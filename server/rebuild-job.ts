import { promises as fs } from 'node:fs';
import path from 'node:path';
import { readBuildReport } from './build-report-file';
import { runBuildCommand } from './build-runner';
import type { BuildJob } from './build-queue';
import type { ReleaseLiveListener } from './edge-purge';
import { publishRelease } from './publish';
import { redactText } from './redact';
import { findSecretsInDir, type NamedSecret, splitUsableSecrets } from './secret-scan';

export interface RebuildOptions {
  siteDir: string;
  releasesDir: string;
  buildCommand: string;
  /** Values that must not appear in the built files (the proxy's credentials in proxy mode). */
  guardedSecrets: NamedSecret[];
  /** Values masked in the build's log tail (credentials, webhook secrets). */
  redactedValues?: string[];
  /** Told after the build's release went live (edge purge). */
  onReleaseLive?: ReleaseLiveListener;
}

/** Where the builds this server runs write the source plugin's report (PLUAPI_BUILD_REPORT). */
export const BUILD_REPORT_FILE = path.join('.cache', 'pluapi-build-report.json');

// An environment string holds at most 128 KiB (Linux); 3,000 uuids take about 111 KiB.
const MAX_CHANGED_ARTICLES = 3000;

function sourcePluginEnv(articles: string[], reportFile: string): Record<string, string> {
  const env: Record<string, string> = { PLUAPI_BUILD_REPORT: reportFile };
  // Set even when empty, so a value left in the server's own environment never leaks in.
  if (articles.length > MAX_CHANGED_ARTICLES) {
    env.PLUAPI_CHANGED_ARTICLES = '';
    env.PLUAPI_FULL_REFRESH = '1';
  } else {
    env.PLUAPI_CHANGED_ARTICLES = articles.join(',');
  }
  return env;
}

/**
 * Build, check, publish. Any failure throws before `publishRelease`, so a failed build
 * publishes nothing and the previous release keeps serving. Gatsby's `.cache/` is left in
 * place so the next build is incremental.
 */
export function createRebuildJob(options: RebuildOptions): BuildJob {
  const reportFile = path.join(options.siteDir, BUILD_REPORT_FILE);
  return async ({ id, articles, log: rawLog, signal, attachReport }) => {
    const log = (line: string) => rawLog(redactText(line, options.redactedValues));
    // A report left by an earlier build must not pass for this one's.
    await fs.rm(reportFile, { force: true });
    log(`$ ${options.buildCommand}`);
    if (articles.length > 0) log(`articles to refetch: ${articles.length}`);
    try {
      await runBuildCommand(
        options.buildCommand,
        options.siteDir,
        log,
        signal,
        sourcePluginEnv(articles, reportFile),
      );
    } finally {
      attachReport(await readBuildReport(reportFile));
    }
    const { usable } = splitUsableSecrets(options.guardedSecrets);
    if (usable.length > 0) {
      const leaks = await findSecretsInDir(path.join(options.siteDir, 'public'), usable);
      if (leaks.length > 0) {
        const found = leaks.map((leak) => `${leak.secretName} in ${leak.file}`).join(', ');
        throw new Error(`credentials found in the built files (${found}); not publishing`);
      }
    }
    await publishRelease({ siteDir: options.siteDir, releasesDir: options.releasesDir, id });
    log(`published release ${id}`);
    await options.onReleaseLive?.({ releaseId: id, reason: 'build' });
  };
}
