// The CMS loop under `npm start`: the sandbox's CMS signs its "Publish" webhook with the same
// secret the server checks. The secret is made afresh for each run, so no value written in the
// repository can ever open a real server's hooks; production keeps its own checks (config.ts).
import { randomBytes } from 'node:crypto';

export interface CmsLoopEnv {
  /** Added to the production server's environment: turns the hooks on. */
  server: Record<string, string>;
  /** Added to the sandbox's environment: where its CMS sends the webhook, and the key. */
  sandbox: Record<string, string>;
}

/**
 * The settings for a server listening on `serverPort` on this machine, which staff open at
 * `siteUrl` (the edge's address when there is one).
 */
export function cmsLoopEnv(
  serverPort: number,
  siteUrl: string,
  secret: string = randomBytes(32).toString('hex'),
): CmsLoopEnv {
  return {
    server: { REBUILD_WEBHOOK_SECRET: secret },
    sandbox: {
      // Straight to the server: the edge cache passes hooks through uncached anyway.
      SANDBOX_WEBHOOK_URL: `http://127.0.0.1:${serverPort}/hooks/rebuild`,
      SANDBOX_WEBHOOK_SECRET: secret,
      SANDBOX_SITE_URL: siteUrl,
    },
  };
}
