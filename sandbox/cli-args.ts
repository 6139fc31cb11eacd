import { parseArgs } from 'node:util';

export interface CliArgs {
  port: number;
  host: string;
  articles?: number;
  latency: number;
  publicUrl?: string;
  carelessCms: boolean;
  help: boolean;
}

export const USAGE = `Usage: npx tsx sandbox/main.ts [options]

  --port <n>          port to listen on (default: SANDBOX_PORT or 4010)
  --host <host>       interface to listen on (default: 127.0.0.1)
  --articles <n>      seed n generated articles instead of the written ones
  --latency <ms>      delay every API answer by ms milliseconds
  --public-url <url>  origin used in image URLs (default: http://<host>:<port>)
  --careless-cms      also send odd records (null title, bad date, null story, untrimmed title)
  --help              show this help`;

function wholeNumber(name: string, value: string | undefined, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) > max) {
    throw new Error(`--${name} must be a whole number between 0 and ${max} (got "${value}").`);
  }
  return Number(value);
}

/** Parses the CLI flags; throws an Error whose message says which flag is wrong. */
export function parseCliArgs(argv: string[], env: Record<string, string | undefined>): CliArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      articles: { type: 'string' },
      latency: { type: 'string' },
      'public-url': { type: 'string' },
      'careless-cms': { type: 'boolean' },
      help: { type: 'boolean' },
    },
    strict: true,
  });
  const publicUrl = values['public-url'];
  if (publicUrl !== undefined && !/^https?:\/\/[^/]+/.test(publicUrl)) {
    throw new Error(`--public-url must be an http(s) URL (got "${publicUrl}").`);
  }
  return {
    port: wholeNumber('port', values.port ?? env.SANDBOX_PORT, 65535) ?? 4010,
    host: values.host ?? '127.0.0.1',
    articles: wholeNumber('articles', values.articles, 1_000_000),
    latency: wholeNumber('latency', values.latency, 600_000) ?? 0,
    publicUrl,
    carelessCms: values['careless-cms'] ?? false,
    help: values.help ?? false,
  };
}
