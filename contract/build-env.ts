// The settings a Gatsby build reads from its environment that the server sets for the builds
// it runs: their names written once, read by the build (gatsby-config.ts, post-build.ts) and
// written by the server's rebuild job (server/builds/rebuild-job.ts).
import { DEFAULT_BUILD_REPORT_FILE } from './build-report';
import { decodeChangedArticles, encodeChangedArticles } from './changed-articles';

export const BUILD_ENV = {
  /** Where the source plugins write the build report (relative to the site). */
  reportFile: 'PLUAPI_BUILD_REPORT',
  /** The articles whose bodies are fetched again; none named: every body. */
  changedArticles: 'PLUAPI_CHANGED_ARTICLES',
  /** `1`: every image downloaded again too (by hand only). */
  fullRefresh: 'PLUAPI_FULL_REFRESH',
  /** `1`: the build leaves the search index to the server, which builds it once live. */
  skipSearchIndex: 'SKIP_SEARCH_INDEX',
} as const;

export interface BuildEnvSettings {
  reportFile: string;
  changedArticles: string[];
  fullRefresh: boolean;
  skipSearchIndex: boolean;
}

const isOn = (value: string | undefined) => ['1', 'true'].includes(value ?? '');

/** What a build was asked to do, from its environment. */
export function readBuildEnv(env: Record<string, string | undefined>): BuildEnvSettings {
  return {
    reportFile: env[BUILD_ENV.reportFile] || DEFAULT_BUILD_REPORT_FILE,
    changedArticles: decodeChangedArticles(env[BUILD_ENV.changedArticles]),
    fullRefresh: isOn(env[BUILD_ENV.fullRefresh]),
    skipSearchIndex: isOn(env[BUILD_ENV.skipSearchIndex]),
  };
}

/**
 * The environment that asks a build for `settings`. Every name is set, even when empty, so a
 * value left in the server's own environment never leaks into its builds.
 */
export function buildEnvFor(settings: BuildEnvSettings): Record<string, string> {
  return {
    [BUILD_ENV.reportFile]: settings.reportFile,
    [BUILD_ENV.changedArticles]: encodeChangedArticles(settings.changedArticles),
    [BUILD_ENV.fullRefresh]: settings.fullRefresh ? '1' : '',
    [BUILD_ENV.skipSearchIndex]: settings.skipSearchIndex ? '1' : '',
  };
}
