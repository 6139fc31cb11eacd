// `tsx scripts/edge/main.ts --port 9080 --backend-port 9000`: Varnish with the site's VCL in
// front of a running production server, until this process is stopped (Ctrl+C, SIGTERM).
import { ensureVarnish } from './ensure-varnish';
import { startVarnish } from './start-varnish';

const option = (name: string, fallback: number): number => {
  const index = process.argv.indexOf(`--${name}`);
  const value = Number(index >= 0 ? process.argv[index + 1] : fallback);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) {
    throw new Error(`--${name} must be a port number`);
  }
  return value;
};

const main = async () => {
  ensureVarnish();
  const port = option('port', 9080);
  const backendPort = option('backend-port', 9000);
  const edge = await startVarnish({ port, backendPort });
  console.log(`Edge cache (Varnish) at ${edge.url}, in front of http://127.0.0.1:${backendPort}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void edge.stop().then(() => process.exit(0)));
  }
};

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
