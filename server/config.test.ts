import path from 'node:path';
import { readConfig } from './config';

test('defaults: port 9000 on all interfaces, the www site URL, releases beside the site', () => {
  const config = readConfig({}, '/srv/site');
  expect(config).toMatchObject({ port: 9000, host: '0.0.0.0' });
  expect(config.app).toMatchObject({
    siteDir: '/srv/site',
    releasesDir: path.join('/srv/site', 'releases'),
    siteUrl: 'https://www.prolifeutah.org',
    proxy: null,
    trustProxy: 0,
    hooks: {
      secret: undefined,
      buildCommand: 'npx gatsby build',
      guardedSecrets: [],
      // A nightly build by default, so the news year and the copyright roll over by themselves.
      cron: '5 0 * * *',
      timezone: 'America/Denver',
      // 20 minutes at most per build; calls gathered for 10 s of quiet, 2 minutes at most.
      timeoutSeconds: 1200,
      quietSeconds: 10,
      maxWaitSeconds: 120,
      // Each build's Gatsby starts as soon as the last build is done.
      startAhead: true,
    },
    notify: { url: undefined, email: [] },
  });
});

test('BUILD_AHEAD=off starts each build only when its webhook comes', () => {
  expect(readConfig({ BUILD_AHEAD: 'off' }, '/srv').app.hooks.startAhead).toBe(false);
  expect(readConfig({ BUILD_AHEAD: 'on' }, '/srv').app.hooks.startAhead).toBe(true);
});

test('notifications: NOTIFY_URL signed with a secret of its own, NOTIFY_EMAIL through SMTP_URL', () => {
  const secret = 'n'.repeat(32);
  const { notify } = readConfig(
    {
      REBUILD_WEBHOOK_SECRET: 's'.repeat(32),
      NOTIFY_SECRET: secret,
      NOTIFY_URL: 'https://hooks.slack.com/services/T0/B0/x',
      NOTIFY_EMAIL: 'web@example.org, director@example.org',
      SMTP_URL: 'smtps://user:pw@smtp.example.org:465',
    },
    '/srv',
  ).app;
  expect(notify).toEqual({
    url: 'https://hooks.slack.com/services/T0/B0/x',
    secret,
    email: ['web@example.org', 'director@example.org'],
    smtpUrl: 'smtps://user:pw@smtp.example.org:465',
    from: undefined,
  });
});

test('notifications are never signed with the hooks secret, which would let a receiver call the hooks', () => {
  const hooksSecret = 's'.repeat(32);
  const notifyOf = (env: Record<string, string>) =>
    readConfig(
      { REBUILD_WEBHOOK_SECRET: hooksSecret, NOTIFY_URL: 'https://example.org/n', ...env },
      '/srv',
    ).app.notify;
  expect(notifyOf({})?.secret).toBeUndefined();
  expect(() => notifyOf({ NOTIFY_SECRET: hooksSecret })).toThrow(
    /NOTIFY_SECRET must differ from REBUILD_WEBHOOK_SECRET/,
  );
  expect(() => notifyOf({ NOTIFY_SECRET: 'short' })).toThrow(/NOTIFY_SECRET is 5 characters long/);
});

test('REBUILD_CRON=off turns the nightly build off', () => {
  expect(readConfig({ REBUILD_CRON: 'off' }, '/srv').app.hooks.cron).toBeUndefined();
});

test.each([
  ['1', 1],
  ['2', 2],
  ['false', 0],
  ['10.0.0.1, 10.0.0.0/8', ['10.0.0.1', '10.0.0.0/8']],
])('TRUST_PROXY=%s trusts exactly %p', (value, expected) => {
  expect(readConfig({ TRUST_PROXY: value }, '/srv').app.trustProxy).toEqual(expected);
});

test('the webhook secrets and the API credentials are masked in build logs', () => {
  const secret = 's'.repeat(32);
  const { hooks } = readConfig(
    { REBUILD_WEBHOOK_SECRET: secret, PLUAPI_TOKEN: 'token-1234', PLUAPI_KEY: 'key-12345' },
    '/srv',
  ).app;
  expect(hooks.redactedValues).toEqual(expect.arrayContaining([secret, 'token-1234', 'key-12345']));
});

test('proxy mode forwards to PLUAPI_HOST and guards its credentials against leaking into builds', () => {
  const { app } = readConfig(
    { PLUAPI_HOST: 'http://127.0.0.1:4010/', PLUAPI_TOKEN: 't', PLUAPI_KEY: 'k' },
    '/srv',
  );
  expect(app.proxy).toEqual({ upstream: 'http://127.0.0.1:4010', token: 't', key: 'k' });
  expect(app.hooks.guardedSecrets.map((secret) => secret.name)).toEqual([
    'PLUAPI_TOKEN',
    'PLUAPI_KEY',
  ]);
  expect(app.csp).toEqual({
    apiHost: undefined,
    imageHosts: ['http://127.0.0.1:4010'],
    facebookPixel: false,
  });
});

test('direct mode lets the browser call GATSBY_PLUAPI_HOST', () => {
  const { app } = readConfig(
    {
      GATSBY_PLUAPI_HOST: 'https://api.example.org',
      GATSBY_FACEBOOK_PIXEL_ID: '1',
      CSP_IMG_SRC_EXTRA: ' https://img.example.net/logos  https://cdn.example.com ',
    },
    '/srv',
  );
  expect(app.csp).toEqual({
    apiHost: 'https://api.example.org',
    imageHosts: ['https://api.example.org', 'https://img.example.net', 'https://cdn.example.com'],
    facebookPixel: true,
  });
});

test.each([
  [{ PORT: 'abc' }, /PORT/],
  [{ PLUAPI_HOST: 'not a url' }, /PLUAPI_HOST/],
  [{ REBUILD_CRON: '0 3 * *' }, /5 fields/],
  [
    { REBUILD_WEBHOOK_SECRET: 'short-secret' },
    /REBUILD_WEBHOOK_SECRET is 12 characters long; it must have at least 32/,
  ],
  [{ REBUILD_WEBHOOK_TOKEN: 'x'.repeat(31) }, /REBUILD_WEBHOOK_TOKEN .* at least 32/],
  [
    { REBUILD_WEBHOOK_SECRET: 'x'.repeat(40), REBUILD_WEBHOOK_TOKEN: 'x'.repeat(40) },
    /must differ/,
  ],
  [{ TRUST_PROXY: 'everyone' }, /TRUST_PROXY/],
  [{ TRUST_PROXY: 'true' }, /TRUST_PROXY=true is not accepted/],
  [{ TRUST_PROXY: '10.0.0.0/99' }, /TRUST_PROXY/],
  [{ BUILD_TIMEOUT_S: 'soon' }, /BUILD_TIMEOUT_S must be a number of seconds/],
  [{ REBUILD_QUIET_S: '-1' }, /REBUILD_QUIET_S/],
  [{ NOTIFY_EMAIL: 'web@example.org' }, /NOTIFY_EMAIL needs SMTP_URL/],
  [{ NOTIFY_EMAIL: 'not-an-address', SMTP_URL: 'smtp://127.0.0.1' }, /NOTIFY_EMAIL must be/],
])('a bad value fails at start: %o', (env, message) => {
  expect(() => readConfig(env, '/srv')).toThrow(message);
});
