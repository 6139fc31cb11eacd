import { statusText } from '../hooks/status-text';
import { MIN_WEBHOOK_SECRET_LENGTH, signedHeaders } from '../shared/webhook-signature';

// `npm run -s webhook -- sign <path> [body]` prints the headers of a freshly signed hook call,
// one `Name: value` a line (for curl -H, a CMS, a CI step); `send <path> [body]` signs and
// sends it to WEBHOOK_URL (default http://127.0.0.1:$PORT). The secret comes from
// REBUILD_WEBHOOK_SECRET, the server's own environment variable. `status` prints the build
// status for a person (`status --json`: the raw answer).

type Env = Record<string, string | undefined>;

const USAGE =
  'usage: npm run -s webhook -- sign|send <path> [body]   e.g. send /hooks/rebuild\n' +
  '       npm run -s webhook -- status [--json]';

/** GET for the status hook, POST for the others (rebuild, rollback). */
export const methodFor = (path: string): string =>
  path.startsWith('/hooks/status') ? 'GET' : 'POST';

function secretFrom(env: Env): string {
  const secret = env.REBUILD_WEBHOOK_SECRET?.trim() ?? '';
  if (secret.length < MIN_WEBHOOK_SECRET_LENGTH) {
    throw new Error(
      `REBUILD_WEBHOOK_SECRET must be set, as for the server, with at least ${MIN_WEBHOOK_SECRET_LENGTH} characters`,
    );
  }
  return secret;
}

function requestFor(path: string, body: string, env: Env) {
  const method = methodFor(path);
  const headers: Record<string, string> = {
    ...(body ? { 'content-type': 'application/json' } : {}),
    ...signedHeaders(secretFrom(env), { method, path, body }),
  };
  return { method, headers, body };
}

const baseUrl = (env: Env) =>
  env.WEBHOOK_URL?.trim() || `http://127.0.0.1:${env.PORT?.trim() || 9000}`;

async function status(json: boolean, env: Env, print: (line: string) => void): Promise<number> {
  const request = requestFor('/hooks/status', '', env);
  const response = await fetch(new URL('/hooks/status', baseUrl(env)), {
    method: 'GET',
    headers: request.headers,
    redirect: 'manual',
  });
  const text = await response.text();
  if (json || !response.ok) {
    print(json ? text : `${response.status} ${text}`);
    return response.ok ? 0 : 1;
  }
  statusText(JSON.parse(text)).forEach((line) => print(line));
  return 0;
}

/** Runs the command; returns the process exit code. */
export async function webhookCli(
  args: string[],
  env: Env,
  print: (line: string) => void,
): Promise<number> {
  if (args[0] === 'status') return status(args.includes('--json'), env, print);
  const [command, path, body = ''] = args;
  if ((command !== 'sign' && command !== 'send') || !path?.startsWith('/')) {
    print(USAGE);
    return 2;
  }
  const request = requestFor(path, body, env);
  if (command === 'sign') {
    Object.entries(request.headers).forEach(([name, value]) => print(`${name}: ${value}`));
    return 0;
  }
  const response = await fetch(new URL(path, baseUrl(env)), {
    method: request.method,
    headers: request.headers,
    body: request.method === 'GET' ? undefined : request.body,
    redirect: 'manual',
  });
  print(`${response.status} ${await response.text()}`);
  return response.ok ? 0 : 1;
}

if (require.main === module) {
  webhookCli(process.argv.slice(2), process.env, (line) => console.log(line)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
