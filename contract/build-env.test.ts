import { BUILD_ENV, buildEnvFor, readBuildEnv } from './build-env';
import { DEFAULT_BUILD_REPORT_FILE } from './build-report';

describe('the environment the server gives its builds', () => {
  test('what the server asks for is what the build reads', () => {
    const asked = {
      reportFile: '/srv/site/.cache/report.json',
      changedArticles: ['1f0e6f2c-8a55-4c1c-9d70-8f7b1b0d9a11', 'b2c3'],
      fullRefresh: false,
      skipSearchIndex: true,
    };
    expect(readBuildEnv(buildEnvFor(asked))).toEqual(asked);
  });

  test('every name is set, empty when off, so nothing of the server’s own environment leaks in', () => {
    const env = buildEnvFor({
      reportFile: 'r.json',
      changedArticles: [],
      fullRefresh: false,
      skipSearchIndex: false,
    });
    expect(Object.keys(env).sort()).toEqual(Object.values(BUILD_ENV).sort());
    expect(env[BUILD_ENV.changedArticles]).toBe('');
    expect(env[BUILD_ENV.skipSearchIndex]).toBe('');
  });

  test('a build run by hand, with none of them set, fetches everything and writes the default report', () => {
    expect(readBuildEnv({})).toEqual({
      reportFile: DEFAULT_BUILD_REPORT_FILE,
      changedArticles: [],
      fullRefresh: false,
      skipSearchIndex: false,
    });
  });
});
