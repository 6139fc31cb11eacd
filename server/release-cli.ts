import { readConfig } from './config';
import { edgePurgeFor } from './edge-purge';
import { publishRelease } from './publish';
import { currentRelease, listReleases, rollbackRelease } from './releases';

const USAGE = `Usage: npm run release -- <command>
  publish   copy the built public/ (plus Gatsby's redirects and match paths) into a new release and make it live
  rollback  make the release before the current one live again
  list      show the kept releases, marking the live one

Environment: SITE_DIR (default: the current directory), RELEASES_DIR (default: $SITE_DIR/releases).
The running server picks up a switch on its next request; it needs no restart.`;

async function run(command: string | undefined): Promise<number> {
  const config = readConfig();
  const { siteDir, releasesDir } = config.app;
  // Every switch purges the edge caches in EDGE_PURGE_URLS before the command ends.
  const onReleaseLive = edgePurgeFor(config.edgePurgeUrls, {
    info: (details, message) => console.log(`${message}: ${JSON.stringify(details)}`),
    error: (details, message) => console.error(`${message}: ${JSON.stringify(details)}`),
  });
  switch (command) {
    case 'publish': {
      const id = await publishRelease({ siteDir, releasesDir });
      await onReleaseLive?.({ releaseId: id, reason: 'publish' });
      console.log(`published release ${id} (now live)`);
      return 0;
    }
    case 'rollback': {
      const id = await rollbackRelease(releasesDir);
      await onReleaseLive?.({ releaseId: id, reason: 'rollback' });
      console.log(`rolled back: release ${id} is live`);
      return 0;
    }
    case 'list': {
      const [releases, current] = await Promise.all([
        listReleases(releasesDir),
        currentRelease(releasesDir),
      ]);
      if (releases.length === 0) console.log(`no releases in ${releasesDir}`);
      for (const release of releases) console.log(`${release === current ? '*' : ' '} ${release}`);
      return 0;
    }
    default:
      console.error(USAGE);
      return command === undefined || command === 'help' ? 0 : 2;
  }
}

run(process.argv[2]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`release ${process.argv[2]}: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
