import { findSecretsInDir, MIN_SECRET_LENGTH, splitUsableSecrets } from '../releases/secret-scan';

/**
 * `npx tsx server/cli/check-bundle-secrets.ts <dir>`: fails (exit 1) when a built site contains
 * the value of PLUAPI_TOKEN or PLUAPI_KEY, i.e. when the proxy's credentials leaked into it.
 */
async function main(): Promise<number> {
  const dir = process.argv[2];
  if (!dir) {
    console.error('Usage: npx tsx server/cli/check-bundle-secrets.ts <dir>');
    return 2;
  }
  const { usable, skipped } = splitUsableSecrets([
    { name: 'PLUAPI_TOKEN', value: process.env.PLUAPI_TOKEN ?? '' },
    { name: 'PLUAPI_KEY', value: process.env.PLUAPI_KEY ?? '' },
  ]);
  for (const name of skipped) {
    console.log(`skipped ${name}: empty or shorter than ${MIN_SECRET_LENGTH} characters`);
  }
  if (usable.length === 0) return 0;
  const hits = await findSecretsInDir(dir, usable);
  if (hits.length === 0) {
    console.log(`no ${usable.map((secret) => secret.name).join(' or ')} value found in ${dir}`);
    return 0;
  }
  console.error(`credentials found in ${dir}:`);
  for (const hit of hits) console.error(`  ${hit.file}: value of ${hit.secretName}`);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
