import { readConfig } from './config';
import { edgePurgeFor } from './edge-purge';
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

Environment: SITE_DIR (default: the current directory), RELEASES_DIR (default: $SITE_DIR/releases).
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
        await goLive.publish(id);
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
      const live = await goLive.rollback(id);
      print(`rolled back: release ${live} is live; publishing is locked`);
      return 0;
    }
    case 'lock':
      await goLive.lock('locked from the command line');
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

if (require.main === module) {
  const config = readConfig();
  const { siteDir, releasesDir } = config.app;
  const say = (level: 'info' | 'error', facts: object, text: string) =>
    (level === 'error' ? console.error : console.log)(`${text} ${JSON.stringify(facts)}`);
  const notifier = createStaffNotifier({ ...config.app.notify, site: config.app.siteUrl }, say);
  // Every switch from here purges the edge caches too, as the server's switches do.
  const onReleaseLive = edgePurgeFor(
    config.edgePurgeUrls,
    {
      info: (facts, text) => say('info', facts, text),
      error: (facts, text) => say('error', facts, text),
    },
    notifier.notifyStaff,
  );
  releaseCli(process.argv.slice(2), {
    siteDir,
    releasesDir,
    print: (line) => console.log(line),
    printError: (line) => console.error(line),
    onReleaseLive,
  }).then(
    async (code) => {
      await notifier.idle();
      await notifier.close();
      process.exit(code);
    },
    (error: unknown) => {
      console.error(
        `release ${process.argv[2]}: ${error instanceof Error ? error.message : error}`,
      );
      process.exit(1);
    },
  );
}
