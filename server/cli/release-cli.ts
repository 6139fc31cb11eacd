import { promises as fs } from 'node:fs';
import path from 'node:path';
import { readConfig, type ServerConfig } from '../config';
import os from 'node:os';
import { edgePurgeFor } from '../releases/edge-purge';
import { purgeUrlsFor } from '../releases/edge-purge-targets';
import { GoLive, type ReleaseLiveListener } from '../releases/go-live';
import { stageRelease } from '../releases/staging';
import { readPublishingLock } from '../releases/publishing-lock';
import { createStaffNotifier, type StaffMessage } from '../notify';
import type { StaffActionLog } from '../audit/action-record';
import type { Actor } from '../audit/actor';
import { auditActionLog } from '../audit/audit-action-log';
import { openAuditLog } from '../audit/audit-log';
import { ReleaseActions } from '../releases/release-actions';
import { CURRENT_LINK, currentRelease, listReleases } from '../releases/releases';
import { ensureScanned, requireCleanRecord } from '../releases/scan-record';
import { type NamedSecret, splitUsableSecrets } from '../releases/secret-scan';
import { checkBuiltSite, requiredPagesFrom } from '../releases/site-check';

const USAGE = `Usage: npm run release -- <command>
  list            show the kept releases, marking the live one (*) and the lock
  publish         copy the built public/ (plus Gatsby's redirects and match paths) into a new
                  release and make it live (kept, not live, while publishing is locked), after
                  the server's own checks: no credential in the files, every page present and whole
  publish --force the same, making it live even if the page check fails (credentials never go live)
  publish <id>    make a kept release live and lock publishing
  rollback [<id>] make the release before the live one (or <id>) live and lock publishing
  lock            lock publishing: builds are kept but none goes live
  unlock [<id>]   lift the lock (and make <id> live at once)

No release goes live holding the value of the server's PLUAPI_TOKEN or PLUAPI_KEY (proxy mode):
each is scanned first, or its scan record beside the releases says it was. Run without the
server's environment, this command does not know them: it then refuses to publish public/, and
makes a kept release live only if the server scanned it and found none. --no-secret-scan goes
ahead without the scan (and says so); with the server's environment the scan always runs.

Environment: SITE_DIR (default: the current directory), RELEASES_DIR (default: $SITE_DIR/releases),
EDGE_PURGE_URLS (default: the edges the server last started with, so every switch purges them).
The running server picks up a switch on its next request; it needs no restart. The server and
this command never switch releases at the same time (releases/.publish.lock).`;

export interface ReleaseCliOptions {
  siteDir: string;
  releasesDir: string;
  print: (line: string) => void;
  /** Where usage errors go (stderr); default: print. */
  printError?: (line: string) => void;
  /** Called after every switch, as the server's `onReleaseLive` (e.g. an edge-cache purge). */
  onReleaseLive?: ReleaseLiveListener;
  /**
   * Values that must not be in a live release (the server's guarded secrets: [] in direct
   * mode). Unset: this command cannot know them (it runs without the server's environment).
   */
  guardedSecrets?: NamedSecret[];
  /** As --no-secret-scan: go ahead without the scan when the guarded secrets are unknown. */
  noSecretScan?: boolean;
  /** The pages a release must have (default: those of $SITE_DIR/src/pages, as the server). */
  requiredPages?: readonly string[];
  /** Who runs the command, named in the lock, the audit log and staff messages ("alice at the server"). */
  by?: string;
  /** Where staff are told of each switch, as the server tells them; default: nobody. */
  notifyStaff?: (message: StaffMessage) => void;
  /** The audit log each switch is written to; default: the server's, beside the releases. */
  actions?: StaffActionLog;
}

const NO_SECRET_SCAN = '--no-secret-scan';

const UNKNOWN_SECRETS =
  "this command does not know the server's PLUAPI_TOKEN and PLUAPI_KEY (its environment has " +
  'neither PLUAPI_HOST with them nor GATSBY_PLUAPI_HOST)';

const OVERRIDE =
  "Run it with the server's environment (set -a; . /etc/prolifeutah.env; set +a), or add " +
  `${NO_SECRET_SCAN} to go ahead without the scan.`;

/**
 * What runs before every switch: the server's secret scan when the secrets are known; without
 * them, the server's own scan record must say the release is clean, unless the operator said
 * --no-secret-scan, which is then said at every switch.
 */
function scanGateFor(options: ReleaseCliOptions): (releaseId: string) => Promise<void> {
  const { releasesDir, guardedSecrets } = options;
  if (guardedSecrets) return (id) => ensureScanned(releasesDir, id, guardedSecrets);
  if (!options.noSecretScan) return (id) => requireCleanRecord(releasesDir, id, OVERRIDE);
  return async (id) =>
    (options.printError ?? options.print)(
      `NO SECRET SCAN (${NO_SECRET_SCAN}): release ${id} goes live without being checked for ` +
        `the server's credentials, as ${UNKNOWN_SECRETS}.`,
    );
}

/** `publish`: stage public/, then the server's checks, then live (or kept while locked). */
async function publishBuilt(
  goLive: GoLive,
  releaseActions: ReleaseActions,
  actor: Actor,
  options: ReleaseCliOptions,
  force: boolean,
) {
  const { siteDir, releasesDir, print } = options;
  const printError = options.printError ?? print;
  const liveDir = await fs.realpath(path.join(releasesDir, CURRENT_LINK)).catch(() => null);
  if (!options.guardedSecrets && !options.noSecretScan) {
    printError(
      `not publishing: ${UNKNOWN_SECRETS}, so it cannot check the built files. ${OVERRIDE}`,
    );
    return 1;
  }
  const staged = await stageRelease({ siteDir, releasesDir });
  const releaseDir = path.join(releasesDir, staged);
  if (options.guardedSecrets) {
    // Scanned and recorded now, so the switch below trusts the record instead of scanning again.
    const refused = await ensureScanned(releasesDir, staged, options.guardedSecrets).catch(
      (error: Error) => error,
    );
    if (refused) {
      await goLive.discard(staged);
      printError(`${refused.message}. Rebuild without it; --force does not override this.`);
      return 1;
    }
  }
  const requiredPages =
    options.requiredPages ?? (await requiredPagesFrom(path.join(siteDir, 'src', 'pages')));
  const incomplete = await checkBuiltSite(releaseDir, requiredPages, liveDir);
  if (incomplete && !force) {
    printError(
      `kept release ${staged}, not live: ${incomplete}. Look at it, then make it live with ` +
        `"npm run release -- publish ${staged}", or publish again with --force.`,
    );
    return 1;
  }
  if (incomplete)
    print(`publishing release ${staged} despite the page check (--force): ${incomplete}`);
  const result = await releaseActions.publishNew(staged, actor);
  if (result.live) print(`published release ${staged} (now live)`);
  else print(`kept release ${staged}, not live: publishing is locked (${result.lock.reason})`);
  return 0;
}

async function list({ releasesDir, print }: ReleaseCliOptions): Promise<number> {
  const [releases, current, lock] = await Promise.all([
    listReleases(releasesDir),
    currentRelease(releasesDir),
    readPublishingLock(releasesDir),
  ]);
  if (releases.length === 0) print(`no releases in ${releasesDir}`);
  for (const release of releases) print(`${release === current ? '*' : ' '} ${release}`);
  if (lock) print(`publishing is locked since ${lock.lockedAt}: ${lock.reason}`);
  return 0;
}

/** Runs one command; returns the process exit code. */
export async function releaseCli(args: string[], given: ReleaseCliOptions): Promise<number> {
  const options = { ...given, noSecretScan: given.noSecretScan || args.includes(NO_SECRET_SCAN) };
  const { releasesDir, print } = options;
  const goLive = new GoLive({
    releasesDir,
    scanGate: scanGateFor(options),
    onReleaseLive: options.onReleaseLive,
    onListenerError: (error) =>
      print(`the release is live, but the after-publish step failed: ${(error as Error).message}`),
  });
  // Switches from here are told and recorded as the console's and the hooks' are.
  const actor: Actor = {
    via: 'cli',
    name: options.by ?? 'someone at the server (release command)',
  };
  const releaseActions = new ReleaseActions({
    releasesDir,
    goLive,
    notifyStaff: options.notifyStaff ?? (() => undefined),
    actions: options.actions ?? auditActionLog(openAuditLog(releasesDir)),
    logError: (facts, text) => (options.printError ?? print)(`${text}: ${JSON.stringify(facts)}`),
  });
  const force = args.includes('--force');
  const [command, id] = args.filter((arg) => arg !== '--force' && arg !== NO_SECRET_SCAN);
  switch (command) {
    case 'list':
      return list(options);
    case 'publish': {
      if (!id) return publishBuilt(goLive, releaseActions, actor, options, force);
      // An id that is no kept release, or one holding a credential, is refused by goLive.
      await releaseActions.publishKept(id, actor);
      print(`release ${id} is live; publishing is locked (npm run release -- unlock to lift it)`);
      return 0;
    }
    case 'rollback': {
      const { release } = await releaseActions.rollBackTo(id, actor);
      print(`rolled back: release ${release} is live; publishing is locked`);
      return 0;
    }
    case 'lock':
      await releaseActions.stopPublishing('locked from the command line', actor);
      print('publishing is locked: builds are kept but none goes live');
      return 0;
    case 'unlock':
      await releaseActions.resumePublishing(id, actor);
      print(id ? `publishing is unlocked; release ${id} is live` : 'publishing is unlocked');
      return 0;
    default:
      (command === undefined || command === 'help' ? print : (options.printError ?? print))(USAGE);
      return command === undefined || command === 'help' ? 0 : 2;
  }
}

/**
 * The server's guarded secrets as this command's environment gives them; undefined when it
 * cannot tell them from an environment that lacks the server's (neither mode configured).
 */
export function guardedSecretsFrom(config: ServerConfig): NamedSecret[] | undefined {
  const secrets = config.app.hooks.guardedSecrets;
  if (splitUsableSecrets(secrets).usable.length > 0) return secrets;
  // Direct mode: the server guards nothing (the browser holds the GATSBY_ credentials).
  return config.app.csp.apiHost ? [] : undefined;
}

/** The command as run from a terminal: configured like the server, purging the same edges. */
async function main(): Promise<number> {
  const config = readConfig();
  const { siteDir, releasesDir } = config.app;
  // The staff messages and the purge's log go to stderr: stdout holds the command's answers.
  const say = (_level: 'info' | 'error', facts: object, text: string) =>
    console.error(`${text} ${JSON.stringify(facts)}`);
  const notifier = createStaffNotifier({ ...config.app.notify, site: config.app.siteUrl }, say);
  // Every switch from here purges the edge caches too, as the server's switches do.
  const onReleaseLive = edgePurgeFor(
    await purgeUrlsFor(releasesDir, config.app.edgePurgeUrls ?? []),
    {
      info: (facts, text) => say('info', facts, text),
      error: (facts, text) => say('error', facts, text),
    },
    notifier.notifyStaff,
  );
  try {
    return await releaseCli(process.argv.slice(2), {
      siteDir,
      releasesDir,
      guardedSecrets: guardedSecretsFrom(config),
      requiredPages: config.app.hooks.requiredPages,
      print: (line) => console.log(line),
      printError: (line) => console.error(line),
      onReleaseLive,
      by: `${process.env.SUDO_USER ?? os.userInfo().username} at the server (release command)`,
      notifyStaff: notifier.notifyStaff,
    });
  } finally {
    await notifier.idle();
    await notifier.close();
  }
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(
        `release ${process.argv[2]}: ${error instanceof Error ? error.message : error}`,
      );
      process.exit(1);
    },
  );
}
