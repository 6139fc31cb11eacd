import { promises as fs } from 'node:fs';
import path from 'node:path';
import { readConfig } from '../config';
import os from 'node:os';
import { edgePurgeFor } from './edge-purge';
import { purgeUrlsFor } from './edge-purge-targets';
import { GoLive, type ReleaseLiveListener } from './go-live';
import { stageRelease } from './staging';
import { readPublishingLock } from './publishing-lock';
import { createStaffNotifier } from '../notify';
import { CURRENT_LINK, currentRelease, listReleases } from './releases';
import { findSecretsInDir, type NamedSecret, splitUsableSecrets } from './secret-scan';
import { checkBuiltSite, requiredPagesFrom } from './site-check';

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
  /** Values that must not be in a published file (the server's GUARDED secrets in proxy mode). */
  guardedSecrets?: NamedSecret[];
  /** The pages a release must have (default: those of $SITE_DIR/src/pages, as the server). */
  requiredPages?: readonly string[];
  /** Who runs the command, named in the lock ("alice at the server"). */
  by?: string;
}

/** The secret scan the server runs on its builds; returns why the release must not go live. */
async function leaksIn(releaseDir: string, options: ReleaseCliOptions): Promise<string | null> {
  const { usable } = splitUsableSecrets(options.guardedSecrets ?? []);
  if (usable.length === 0) return null;
  const leaks = await findSecretsInDir(releaseDir, usable);
  if (leaks.length === 0) return null;
  const found = leaks.map((leak) => `${leak.secretName} in ${leak.file}`).join(', ');
  return `credentials found in the built files (${found}); not publishing`;
}

/** `publish`: stage public/, then the server's checks, then live (or kept while locked). */
async function publishBuilt(goLive: GoLive, options: ReleaseCliOptions, force: boolean) {
  const { siteDir, releasesDir, print } = options;
  const printError = options.printError ?? print;
  const liveDir = await fs.realpath(path.join(releasesDir, CURRENT_LINK)).catch(() => null);
  const staged = await stageRelease({ siteDir, releasesDir });
  const releaseDir = path.join(releasesDir, staged);
  const leak = await leaksIn(releaseDir, options);
  if (leak) {
    await goLive.discard(staged);
    printError(`${leak}. Rebuild without them; --force does not override this.`);
    return 1;
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
  const result = await goLive.publishBuild(staged);
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
export async function releaseCli(args: string[], options: ReleaseCliOptions): Promise<number> {
  const { releasesDir, print } = options;
  const goLive = new GoLive({
    releasesDir,
    onReleaseLive: options.onReleaseLive,
    onListenerError: (error) =>
      print(`the release is live, but the after-publish step failed: ${(error as Error).message}`),
  });
  const force = args.includes('--force');
  const [command, id] = args.filter((arg) => arg !== '--force');
  switch (command) {
    case 'list':
      return list(options);
    case 'publish': {
      if (!id) return publishBuilt(goLive, options, force);
      // An id that is no kept release is refused by goLive.publish, in its words.
      const kept = (await listReleases(releasesDir)).includes(id);
      const leak = kept ? await leaksIn(path.join(releasesDir, id), options) : null;
      if (leak) {
        (options.printError ?? print)(`release ${id}: ${leak}`);
        return 1;
      }
      await goLive.publish(id, undefined, options.by);
      print(`release ${id} is live; publishing is locked (npm run release -- unlock to lift it)`);
      return 0;
    }
    case 'rollback': {
      const live = await goLive.rollback(id, options.by);
      print(`rolled back: release ${live} is live; publishing is locked`);
      return 0;
    }
    case 'lock':
      await goLive.lock('locked from the command line', options.by);
      print('publishing is locked: builds are kept but none goes live');
      return 0;
    case 'unlock':
      await goLive.unlock(id);
      print(id ? `publishing is unlocked; release ${id} is live` : 'publishing is unlocked');
      return 0;
    default:
      (command === undefined || command === 'help' ? print : (options.printError ?? print))(USAGE);
      return command === undefined || command === 'help' ? 0 : 2;
  }
}

/** The command as run from a terminal: configured like the server, purging the same edges. */
async function main(): Promise<number> {
  const config = readConfig();
  const { siteDir, releasesDir } = config.app;
  const say = (level: 'info' | 'error', facts: object, text: string) =>
    (level === 'error' ? console.error : console.log)(`${text} ${JSON.stringify(facts)}`);
  const notifier = createStaffNotifier({ ...config.app.notify, site: config.app.siteUrl }, say);
  // Every switch from here purges the edge caches too, as the server's switches do.
  const onReleaseLive = edgePurgeFor(
    await purgeUrlsFor(releasesDir, config.edgePurgeUrls),
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
      guardedSecrets: config.app.hooks.guardedSecrets,
      requiredPages: config.app.hooks.requiredPages,
      print: (line) => console.log(line),
      printError: (line) => console.error(line),
      onReleaseLive,
      by: `${process.env.SUDO_USER ?? os.userInfo().username} at the server (release command)`,
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
