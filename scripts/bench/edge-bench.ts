import autocannon from 'autocannon';
import { fixed, markdownTable } from './table';

// The edge cache in front of the production server: requests per second and p99
// for the home page and an article, straight to the origin and through Varnish, in the same
// run, and how soon a webhook's change is visible through the edge.

export const EDGE_CONNECTIONS = 20;

export interface LoadFigures {
  requestsPerSecond: number;
  p99: number;
  failed: number;
}

// As a browser asks: the origin compresses each answer, the edge keeps it compressed.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

export const load = (base: string, path: string, seconds: number): Promise<LoadFigures> =>
  new Promise((resolve, reject) => {
    const options = {
      url: base,
      connections: EDGE_CONNECTIONS,
      duration: seconds,
      requests: [{ path, headers: BROWSER_HEADERS }],
    };
    autocannon(options, (error, result) =>
      error
        ? reject(error)
        : resolve({
            requestsPerSecond: result.requests.average,
            p99: result.latency.p99,
            failed: result.errors + result.timeouts + result.non2xx,
          }),
    );
  });

export interface EdgeLoads {
  page: string;
  origin: LoadFigures;
  edge: LoadFigures;
}

/** The same pages loaded straight from the origin, then through the edge (warmed first). */
export const measureEdgeLoads = async (
  originUrl: string,
  edgeUrl: string,
  pages: Array<{ name: string; path: string }>,
  seconds: number,
  log: (line: string) => void,
): Promise<EdgeLoads[]> => {
  const results: EdgeLoads[] = [];
  for (const { name, path } of pages) {
    log(`Edge: ${seconds} s of load on ${name}, origin then edge`);
    const origin = await load(originUrl, path, seconds);
    await fetch(`${edgeUrl}${path}`);
    const edge = await load(edgeUrl, path, seconds);
    results.push({ page: name, origin, edge });
  }
  return results;
};

/** Polls `url` until its page contains `marker`; the time from `started`, in seconds. */
export const secondsUntilVisible = async (
  url: string,
  marker: string,
  started: number,
  limitMs: number,
): Promise<number> => {
  while (performance.now() - started < limitMs) {
    if ((await (await fetch(url)).text()).includes(marker)) {
      return (performance.now() - started) / 1000;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not show the change within ${limitMs / 1000} s`);
};

export const edgeTable = (
  loads: EdgeLoads[],
  webhookToVisible: number | null,
  switchToVisible: number | null,
): string =>
  markdownTable(
    [
      { header: 'Measure' },
      { header: 'Origin', align: 'right' },
      { header: 'Edge', align: 'right' },
      { header: 'Edge ÷ origin', align: 'right' },
    ],
    [
      ...loads.flatMap(({ page, origin, edge }) => [
        [
          `${page}: requests per second (mean)`,
          fixed(origin.requestsPerSecond),
          fixed(edge.requestsPerSecond),
          `${fixed(edge.requestsPerSecond / origin.requestsPerSecond, 1)} ×`,
        ],
        [`${page}: latency p99 (ms)`, String(origin.p99), String(edge.p99), ''],
        [`${page}: failed requests`, String(origin.failed), String(edge.failed), ''],
      ]),
      ...(webhookToVisible === null
        ? []
        : [
            [
              'Webhook call to the change visible through the edge (s)',
              '',
              fixed(webhookToVisible, 1),
              '',
            ],
          ]),
      ...(switchToVisible === null
        ? []
        : [
            [
              'Release switch to the change visible through the edge (s)',
              '',
              fixed(switchToVisible, 2),
              '',
            ],
          ]),
    ],
  );
