import { isStopping, onCleanup } from './processes';
import { CHROMIUM_FLAGS } from '../ensure-chromium';
import { summariseRuns, type Report, type UrlResult } from './lighthouse-report';

// Lighthouse 12 with its default config: mobile form factor, simulated throttling.
// One Chromium per URL, `runs` runs each.

/** Medians per URL; a run that fails is logged and left out. */
export const runLighthouse = async (
  urls: string[],
  runs: number,
  chromePath: string,
  log: (line: string) => void,
): Promise<Map<string, UrlResult>> => {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const results = new Map<string, UrlResult>();
  for (const url of urls) {
    if (isStopping()) break;
    const chrome = await launch({ chromePath, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
    const forget = onCleanup(async () => chrome.kill());
    const reports: Report[] = [];
    try {
      for (let run = 1; run <= runs && !isStopping(); run += 1) {
        try {
          const result = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          });
          const report = result?.lhr as Report | undefined;
          if (!report || report.runtimeError) {
            throw new Error(report?.runtimeError?.message ?? 'no report');
          }
          reports.push(report);
          const performance = ((report.categories.performance?.score ?? 0) * 100).toFixed(0);
          log(`  ${url} run ${run}/${runs}: performance ${performance}`);
        } catch (error) {
          log(`  ${url} run ${run}/${runs} failed: ${(error as Error).message}`);
        }
      }
    } finally {
      forget();
      chrome.kill();
    }
    results.set(url, summariseRuns(reports));
  }
  return results;
};
