import path from 'node:path';
import { RuleTester } from 'eslint';
import { importBoundaries } from './eslint-import-boundaries.mjs';

// The rule `npm run lint` runs (eslint.config.mjs), tried on deliberate crossings.
const at = (file: string) => path.join(process.cwd(), file);
const tester = new RuleTester({
  languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
});
const importOf = (file: string, source: string) => ({
  code: `import { x } from '${source}';`,
  filename: at(file),
});
const refused = (file: string, source: string, why: RegExp) => ({
  ...importOf(file, source),
  errors: [{ message: why }],
});

tester.run('import-boundaries', importBoundaries, {
  valid: [
    importOf('src/features/sms/signup-form.tsx', './api'),
    importOf('src/features/news/parts/year-list.tsx', '../news-paths'),
    importOf('src/features/sms/signup-form.tsx', '../../components/form/use-form-kit'),
    importOf('src/pages/sms.tsx', '../features/sms/signup-form'),
    importOf('src/gatsby/redirects.ts', '../lib/legacy-redirects'),
    importOf('server/site/not-found.ts', '../../src/lib/languages'),
    importOf('e2e/support/browser.ts', '../../scripts/e2e-ports'),
    importOf('server/builds/rebuild-job.ts', '../releases/go-live'),
    importOf('server/app.ts', './hooks/routes'),
    importOf('server/cli/release-cli.ts', '../config'),
    importOf('server/hooks/routes.ts', '../audit/actor'),
    importOf('server/console/actions.ts', '../staff-auth/staff-user'),
    importOf('server/releases/go-live.ts', '../audit/audit-log'),
    importOf('src/features/sms/signup-form.tsx', 'react'),
  ],
  invalid: [
    refused(
      'src/features/sms/signup-form.tsx',
      '../volunteer/api',
      /features do not import each other \(sms → volunteer\)/,
    ),
    {
      ...refused('src/features/sms/a.ts', '../news', /features do not import/),
      code: "export * from '../news';",
    },
    refused(
      'src/lib/pixel.ts',
      '../features/donate/donation-record',
      /src\/lib and src\/components do not import features/,
    ),
    refused(
      'src/components/layout/footer.tsx',
      '../../features/news/news-paths',
      /do not import features/,
    ),
    refused(
      'src/components/layout/use-legacy-redirect.ts',
      '../../gatsby/legacy-redirects',
      /browser code does not import the build/,
    ),
    refused(
      'plugins/gatsby-source-pluapi/create-nodes.ts',
      '../../src/components/ui/card',
      /do not import the site's UI/,
    ),
    refused('server/app.ts', '../src/features/news/news-paths', /do not import the site's UI/),
    refused(
      'server/releases/go-live.ts',
      '../builds/build-queue',
      /server\/releases does not import server\/builds, which sits above it/,
    ),
    refused('server/site/static-site.ts', '../test-support/http', /only tests import/),
    refused('server/misc/y.ts', '../site/x', /server\/misc is not one of the server's rooms/),
    refused('server/site/x.ts', '../app', /the rooms do not import the files at the root/),
    refused('server/releases/x.ts', '../config', /the rooms do not import the files at the root/),
    refused(
      'server/audit/audit-log.ts',
      '../releases/go-live',
      /server\/audit does not import server\/releases, which sits above it/,
    ),
    refused(
      'server/staff-auth/x.ts',
      '../console/preview',
      /server\/staff-auth does not import server\/console, which sits above it/,
    ),
    refused(
      'server/hooks/routes.ts',
      '../console/actions',
      /of the staff's rooms it uses server\/audit alone/,
    ),
    refused('server/hooks/routes.ts', '../staff-auth/staff-user', /uses server\/audit alone/),
    refused('server/console/x.ts', '../cli/release-cli', /sits above it/),
    refused('scripts/run-checks.ts', '../e2e/ports', /scripts do not import the browser tests/),
  ],
});
