// CLI: npx tsx sandbox/oidc/main.ts [--port 4040] [--host 127.0.0.1] --console http://127.0.0.1:9000 [--console ...] [--without-logout]
// Prints "[oidc] Issuer: <url>" once listening (tests read it when they ask for port 0).
import { parseArgs } from 'node:util';
import { startOidcSandbox } from './oidc-sandbox';
import { SANDBOX_ACCOUNTS, SANDBOX_PASSWORD } from './sandbox-accounts';

export const DEFAULT_OIDC_SANDBOX_PORT = 4040;

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      console: { type: 'string', multiple: true },
      // Plays a provider that cannot end its session for websites (Google).
      'without-logout': { type: 'boolean' },
    },
  });
  const port = Number(values.port ?? process.env.OIDC_SANDBOX_PORT ?? DEFAULT_OIDC_SANDBOX_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`--port must be a whole number between 0 and 65535 (got "${values.port}")`);
  }
  const consoleOrigins = (values.console ?? []).flatMap((item) => item.split(',')).filter(Boolean);
  if (consoleOrigins.length === 0) {
    throw new Error(
      '--console must name the staff console origin, e.g. --console http://127.0.0.1:9000',
    );
  }
  const sandbox = await startOidcSandbox({
    port,
    host: values.host,
    consoleOrigins,
    logout: !values['without-logout'],
  });
  console.log(
    [
      '[oidc] LOCAL STAND-IN for the organisation sign-in (OpenID Connect). Sandbox only.',
      `[oidc] Issuer: ${sandbox.issuer}`,
      ...SANDBOX_ACCOUNTS.map(
        (account) => `[oidc] ${account.role}: ${account.name}, ${account.email}`,
      ),
      `[oidc] Password for both (sandbox only): ${SANDBOX_PASSWORD}`,
    ].join('\n'),
  );
  const stop = () => {
    void sandbox.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: Error) => {
  console.error(`[oidc] ${error.message}`);
  process.exit(1);
});
