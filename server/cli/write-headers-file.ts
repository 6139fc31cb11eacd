import { promises as fs } from 'node:fs';
import path from 'node:path';
import { readConfig } from '../config';
import { headersFile } from '../site/headers-file';

/**
 * `npx tsx server/cli/write-headers-file.ts public [--security-only]`: writes `public/_headers`
 * for the CDN route, with the same caching and security headers as the production server
 * (the CSP follows GATSBY_PLUAPI_HOST, GATSBY_FACEBOOK_PIXEL_ID and CSP_IMG_SRC_EXTRA).
 */
async function main(): Promise<number> {
  const [dir, ...flags] = process.argv.slice(2);
  if (!dir || flags.some((flag) => flag !== '--security-only')) {
    console.error('Usage: npx tsx server/cli/write-headers-file.ts <public dir> [--security-only]');
    return 2;
  }
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const rootFiles = entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  const content = headersFile(rootFiles, readConfig().app.csp, {
    securityOnly: flags.includes('--security-only'),
  });
  const target = path.join(dir, '_headers');
  await fs.writeFile(target, content);
  console.log(`wrote ${target}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
