// `npm run bench`: Lighthouse figures and build scaling of the site, each beside the same
// figures of a bare Gatsby + react-i18next site (the floor), measured in the same run.
// Options: --only lighthouse|build|server, --runs N (default 3), --quick, --page NAME (Lighthouse
// of one page's rows only: printed, not written). Results go to stdout and to
// scripts/bench/results/latest.md (committed: the latest figures).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchBuildScaling } from './build-scaling';
import type { BenchContext } from './context';
import { createFloorSite } from './floor-site';
import { benchLighthouse } from './lighthouse-bench';
import { benchServer } from './server-bench';
import { machineHeader } from './machine';
import { currentLogDir, freePort, isStopping, stopAll } from './processes';
import { createReferenceSite } from './reference-site';
import { mergeResults } from './results-file';
import { copyRepository } from './serve-site';

const RESULTS = path.join('scripts', 'bench', 'results', 'latest.md');
const SECTIONS = ['lighthouse', 'build', 'server'];

const parseOptions = (argv: string[]) => {
  const { values } = parseArgs({
    args: argv,
    options: {
      only: { type: 'string' },
      runs: { type: 'string' },
      quick: { type: 'boolean' },
      page: { type: 'string' },
    },
    strict: true,
  });
  if (values.only !== undefined && !SECTIONS.includes(values.only)) {
    throw new Error(
      `--only takes ${SECTIONS.map((name) => `"${name}"`).join(', ')} (got "${values.only}")`,
    );
  }
  const quick = values.quick ?? false;
  const runs = Number(values.runs ?? (quick ? 1 : 3));
  if (!Number.isInteger(runs) || runs < 1 || runs > 20)
    throw new Error('--runs takes a whole number from 1 to 20');
  if (values.page !== undefined && values.only !== 'lighthouse')
    throw new Error('--page goes with --only lighthouse');
  return { only: values.only, runs, quick, page: values.page };
};

const portFrom = async (name: string): Promise<number> =>
  process.env[name] ? Number(process.env[name]) : freePort();

const writeResults = (sections: string[]) => {
  if (isStopping()) return; // interrupted: keep the last complete figures
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
  const previous = fs.existsSync(RESULTS) ? fs.readFileSync(RESULTS, 'utf8') : null;
  fs.writeFileSync(RESULTS, mergeResults(previous, sections));
};

const section = async (name: string, measure: () => Promise<string>): Promise<string> => {
  try {
    return await measure();
  } catch (error) {
    process.exitCode = 1;
    return `## ${name}\n\nFailed: ${(error as Error).message.split('\n')[0]}`;
  }
};

const main = async () => {
  const args = process.argv.slice(2);
  const options = parseOptions(args);
  const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const command = args.length > 0 ? `npm run bench -- ${args.join(' ')}` : 'npm run bench';
  const startedAt = new Date();
  const startLoad = os.loadavg()[0] ?? 0;
  const sections: string[] = [];
  const repoDir = process.cwd();
  const context: BenchContext = {
    repoDir,
    siteDir: copyRepository(repoDir),
    floorDir: createFloorSite(path.join(repoDir, 'node_modules')),
    referenceDir: createReferenceSite(path.join(repoDir, 'node_modules')),
    sandboxPort: await portFrom('BENCH_SANDBOX_PORT'),
    serverPort: await portFrom('BENCH_SERVER_PORT'),
    chromePath,
    runs: options.runs,
    quick: options.quick,
    page: options.page,
    log: (line) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`),
  };
  const stopOnSignal = (signal: NodeJS.Signals) => {
    console.error(`[bench] ${signal}: stopping every child process`);
    void stopAll().then(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    const wanted = (name: string) => !options.only || options.only === name;
    if (wanted('lighthouse'))
      sections.push(await section('Lighthouse', () => benchLighthouse(context)));
    if (wanted('build'))
      sections.push(await section('Build scaling', () => benchBuildScaling(context)));
    if (wanted('server')) sections.push(await section('Server', () => benchServer(context)));
    const load = { start: startLoad, end: os.loadavg()[0] ?? 0 };
    sections.unshift(machineHeader(chromePath, command, startedAt, load));
    // One page's rows would replace the whole Lighthouse table: they are printed only.
    if (!options.page) writeResults(sections);
    if (!isStopping()) {
      console.log(
        `\n${sections.join('\n\n')}\n\n${options.page ? 'Not written' : `Written to ${RESULTS}`}; logs in ${currentLogDir()}`,
      );
    }
  } finally {
    await stopAll(); // also removes the copies and releases it made under the temp dir
  }
};

main().catch(async (error: unknown) => {
  console.error(`[bench] ${error instanceof Error ? error.message : String(error)}`);
  await stopAll();
  process.exit(1);
});
