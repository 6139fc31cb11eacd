import { readConfig } from './config';
import os from 'node:os';
import { edgePurgeFor } from './edge-purge';
import { purgeUrlsFor } from './edge-purge-targets';
import { GoLive, type ReleaseLiveListener } from './go-live';
import { stageRelease } from './publish';
import { readPublishingLock } from './publishing-lock';
import { createStaffNotifier } from './notify';
import { currentRelease, listReleases } from './releases';

const USAGE = `Usage: npm run release -- <command>
  list            show the kept releases, marking the live one (*) and the lock
  publish         copy the built public/ (plus Gatsby's redirects and match paths) into a new
                  release and make it live (kept, not live, while publishing is locked)
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
  /** Who runs the command, named in the lock ("alice at the server"). */
  by?: string;
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
  const { siteDir, releasesDir, print } = options;
  const goLive = new GoLive({
    releasesDir,
    onReleaseLive: options.onReleaseLive,
    onListenerError: (error) =>
      print(`the release is live, but the after-publish step failed: ${(error as Error).message}`),
  });
  const [command, id] = args;
  switch (command) {
    case 'list':
      return list(options);
    case 'publish': {
      if (id) {
        await goLive.publish(id, undefined, options.by);
        print(`release ${id} is live; publishing is locked (npm run release -- unlock to lift it)`);
        return 0;
      }
      const staged = await stageRelease({ siteDir, releasesDir });
      const result = await goLive.publishBuild(staged);
      if (result.live) print(`published release ${staged} (now live)`);
      else print(`kept release ${staged}, not live: publishing is locked (${result.lock.reason})`);
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
