import path from 'node:path';
import { runBuildCommand } from './build-runner';
import type { BuildJob } from './build-queue';
import { publishRelease } from './publish';
import { findSecretsInDir, type NamedSecret, splitUsableSecrets } from './secret-scan';

export interface RebuildOptions {
  siteDir: string;
  releasesDir: string;
  buildCommand: string;
  /** Values that must not appear in the built files (the proxy's credentials in proxy mode). */
  guardedSecrets: NamedSecret[];
}

/**
 * Build, check, publish. Any failure throws before `publishRelease`, so a failed build
 * publishes nothing and the previous release keeps serving. Gatsby's `.cache/` is left in
 * place so the next build is incremental.
 */
export function createRebuildJob(options: RebuildOptions): BuildJob {
  return async (buildId, log, signal) => {
    log(`$ ${options.buildCommand}`);
    await runBuildCommand(options.buildCommand, options.siteDir, log, signal);
    const { usable } = splitUsableSecrets(options.guardedSecrets);
    if (usable.length > 0) {
      const leaks = await findSecretsInDir(path.join(options.siteDir, 'public'), usable);
      if (leaks.length > 0) {
        const found = leaks.map((leak) => `${leak.secretName} in ${leak.file}`).join(', ');
        throw new Error(`credentials found in the built files (${found}); not publishing`);
      }
    }
    await publishRelease({
      siteDir: options.siteDir,
      releasesDir: options.releasesDir,
      id: buildId,
    });
    log(`published release ${buildId}`);
  };
}
