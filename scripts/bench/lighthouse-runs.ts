import { isStopping, onCleanup } from './processes';
import { CHROMIUM_FLAGS } from '../ensure-chromium';
import { summariseRuns, type Report, type UrlResult } from './lighthouse-report';

// Lighthouse 12 with its default config: mobile form factor, simulated throttling.
// One Chromium per page, `runs` runs each.

export interface LighthousePage {
  url: string;
  /**
   * The language the browser says it prefers, as a visitor's browser set to it would: Chromium's
   * interface language (`navigator.language` and `navigator.languages`, which the site's
   * language script reads) and the `Accept-Language` header. Without it, Chromium's default.
   */
  browserLanguage?: string;
}

/** Chromium's switches for a browser whose preferred language is `language`. */
export const browserLanguageFlags = (language: string | undefined): string[] =>
  language ? [`--lang=${language}`, `--accept-lang=${language}`] : [];

/**
 * Medians per page, in the order of `pages`; a run that fails is logged and left out. Lighthouse
 * clears the origin's storage before each run, so no language chosen earlier is remembered.
 */
export const runLighthouse = async (
  pages: LighthousePage[],
  runs: number,
  chromePath: string,
  log: (line: string) => void,
): Promise<UrlResult[]> => {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const results: UrlResult[] = [];
  for (const { url, browserLanguage } of pages) {
    if (isStopping()) break;
    const chrome = await launch({
      chromePath,
      chromeFlags: [...CHROMIUM_FLAGS, ...browserLanguageFlags(browserLanguage)],
      logLevel: 'silent',
    });
    const forget = onCleanup(async () => chrome.kill());
    const reports: Report[] = [];
    const name = browserLanguage ? `${url} (browser in ${browserLanguage})` : url;
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
          const moved =
            report.finalDisplayedUrl && report.finalDisplayedUrl !== url
              ? `, ended on ${report.finalDisplayedUrl}`
              : '';
          log(`  ${name} run ${run}/${runs}: performance ${performance}${moved}`);
        } catch (error) {
          log(`  ${name} run ${run}/${runs} failed: ${(error as Error).message}`);
        }
      }
    } finally {
      forget();
      chrome.kill();
    }
    results.push(summariseRuns(reports));
  }
  return results;
};
