// `npm test`: every check, in the order that fails fastest. The builds and the
// browser tests run against the sandbox API on loopback: the `direct` browser project after
// the direct-mode build, the `proxy` project after the proxy-mode build and its secret scan,
// the `edge` project on the same build through Varnish (deploy/edge/site.vcl), and last the
// `loop` project, whose server rebuilds public/ from the sandbox CMS's webhook.
import { ensureChromium } from './ensure-chromium';
import { ensureVarnish } from './edge/ensure-varnish';
import { ensureJava } from './ensure-java';
import { run, startService } from './child-process';
import {
  SANDBOX_KEY,
  SANDBOX_TOKEN,
  sandboxLegislatureUrl,
  sandboxScoreCardCsv,
  sandboxUrl,
  startSandboxArgs,
} from './sandbox-env';
import {
  E2E_LOOP_SERVER_PORT,
  E2E_LOOP_SITE,
  E2E_SANDBOX_PORT,
  E2E_SERVER_PORT,
} from './e2e-ports';
import { checkOneArticleRebuild } from './check-one-article-rebuild';
import { cmsLoopEnv } from './cms-loop-env';
import { E2E_BUILD_SITE_URL, PROXY_SERVER_SIDE, proxyBuildEnv } from './proxy-build-env';

interface Step {
  name: string;
  action: () => Promise<void>;
}

const npx = (...args: string[]) => run('npx', args);

/** Runs one @playwright/test project (e2e/playwright.config.ts), with its own report folder. */
const browserTests = async (
  project: 'direct' | 'proxy' | 'edge' | 'loop',
  env: Record<string, string> = {},
) => {
  const started = Date.now();
  await run(
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', `--project=${project}`],
    {
      E2E_REPORT_NAME: project,
      ...env,
    },
  );
  console.log(`browser tests, ${project} project: ${((Date.now() - started) / 1000).toFixed(1)} s`);
};

const buildsAndBrowserTests = async () => {
  const api = sandboxUrl(E2E_SANDBOX_PORT);
  // As `npm start` does: the sandbox's CMS sends its signed webhook to the `loop` project's
  // server, with a secret made for this run (nothing else presses Publish there).
  const cmsLoop = cmsLoopEnv(E2E_LOOP_SERVER_PORT, E2E_LOOP_SITE);
  // Started here because both builds need it; the browser tests reuse it.
  const sandbox = await startService(
    'sandbox',
    'npx',
    // Odd records as a careless CMS sends them: the build must skip or repair them and pass.
    [...startSandboxArgs(E2E_SANDBOX_PORT), '--careless-cms'],
    `${api}/__sandbox/health`,
    {
      SANDBOX_CORS_ORIGINS: `http://127.0.0.1:${E2E_SERVER_PORT}`,
      ...cmsLoop.sandbox,
    },
  );
  try {
    // Direct mode: the browser itself must send the three credential headers.
    await run('npx', ['gatsby', 'build'], {
      GATSBY_PLUAPI_HOST: api,
      GATSBY_PLUAPI_TOKEN: SANDBOX_TOKEN,
      GATSBY_PLUAPI_KEY: SANDBOX_KEY,
      PLUAPI_HOST: '',
      GATSBY_SITE_URL: E2E_BUILD_SITE_URL,
      SCORE_CARD_CSV_URL: sandboxScoreCardCsv(E2E_SANDBOX_PORT),
      LEGISLATURE_URL: sandboxLegislatureUrl(E2E_SANDBOX_PORT),
    });
    await run('npx', ['tsx', 'scripts/check-budgets.ts', 'public']);
    // Valid HTML: the Nu HTML Checker over one page of every template in every language.
    await run('npx', ['tsx', 'scripts/check-html.ts', 'public']);
    await browserTests('direct');
    // Proxy mode keeps the credentials on the server: a build made that way must not hold
    // them anywhere in public/. A clean build, so no file of the one above remains.
    await run('npx', ['gatsby', 'clean']);
    const proxyEnv = proxyBuildEnv(E2E_SANDBOX_PORT);
    await run('npx', ['gatsby', 'build'], proxyEnv);
    await run('npx', ['tsx', 'server/cli/check-bundle-secrets.ts', 'public'], PROXY_SERVER_SIDE);
    // Then the browser drives that build as it is deployed: behind the server's API proxy.
    await browserTests('proxy');
    // The same build behind the edge cache, as a CDN would serve it.
    await browserTests('edge');
    // Last, as they rebuild public/: a webhook build for one changed article, as the server
    // starts it, must render that article's pages and its year's list, not every page.
    await checkOneArticleRebuild(api, proxyEnv);
    // The staff loop: an edit published in the sandbox CMS, followed in the staff console to
    // the public page and its search, by a server that runs the real builds (e2e/loop/).
    await browserTests('loop', {
      E2E_LOOP_WEBHOOK_SECRET: cmsLoop.server.REBUILD_WEBHOOK_SECRET as string,
    });
  } finally {
    await sandbox.stop();
  }
};

const steps: Step[] = [
  { name: 'types', action: () => npx('tsc', '--noEmit') },
  { name: 'lint', action: () => npx('eslint', '.', '--max-warnings=0') },
  { name: 'format', action: () => npx('prettier', '--check', '.') },
  { name: 'unit and component tests', action: () => npx('jest') },
  { name: 'i18n completeness', action: () => npx('tsx', 'scripts/check-i18n.ts') },
  { name: 'chromium', action: async () => void ensureChromium() },
  { name: 'varnish', action: async () => void ensureVarnish() },
  { name: 'java', action: async () => void ensureJava() },
  { name: 'production builds and browser tests', action: buildsAndBrowserTests },
];

const main = async () => {
  const only = process.argv[2];
  for (const step of steps.filter((s) => !only || s.name.startsWith(only))) {
    const started = Date.now();
    console.log(`\n▶ ${step.name}`);
    try {
      await step.action();
    } catch (error) {
      console.error(`\n✖ ${step.name} failed: ${(error as Error).message}`);
      process.exit(1);
    }
    console.log(`✔ ${step.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
};

// Ctrl+C: exit through process.exit, so every service started here is stopped with it.
process.once('SIGINT', () => process.exit(130));
process.once('SIGTERM', () => process.exit(143));

void main();
