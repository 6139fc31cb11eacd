import { sandboxStaffEnv } from '../../sandbox/oidc/sandbox-accounts';
import { readStaffAuthSettings } from './staff-auth-config';

const SITE = 'https://prolifeutah.org';
/** What `openssl rand -base64 48` prints. */
const GOOD_SECRET = 'q3Vx9Lr2mK8tZp0wYc4sHf7uJb1nDg6eAa5oRi+E/TlWkXyNvMzQ2jC8hFd3GsPu';
const google = {
  STAFF_OIDC_ISSUER: 'https://accounts.google.com',
  STAFF_OIDC_CLIENT_ID: 'console.apps.googleusercontent.com',
  STAFF_OIDC_CLIENT_SECRET: 'GOCSPX-secret',
  STAFF_SESSION_SECRET: GOOD_SECRET,
  STAFF_PUBLISHERS: 'Ana@ProLifeUtah.org, carla@prolifeutah.org',
  STAFF_VIEWERS: 'ben@prolifeutah.org',
};

describe('the staff console sign-in settings', () => {
  it('leaves the console off without an issuer', () => {
    expect(readStaffAuthSettings({}, SITE)).toBeNull();
  });

  it('reads a Google Workspace set-up, addresses lower-cased, the site as public address', () => {
    expect(readStaffAuthSettings(google, SITE)).toEqual({
      issuer: 'https://accounts.google.com/',
      clientId: 'console.apps.googleusercontent.com',
      clientSecret: 'GOCSPX-secret',
      sessionSecret: GOOD_SECRET,
      publicUrl: 'https://prolifeutah.org',
      providerName: 'Google',
      publishers: ['ana@prolifeutah.org', 'carla@prolifeutah.org'],
      viewers: ['ben@prolifeutah.org'],
      emailManaged: false,
      sessionHours: 8,
    });
  });

  it.each([
    [{ STAFF_OIDC_CLIENT_ID: '' }, /STAFF_OIDC_CLIENT_ID must be set/],
    [{ STAFF_SESSION_SECRET: 'short' }, /STAFF_SESSION_SECRET must have at least 32/],
    [{ STAFF_OIDC_ISSUER: 'http://idp.example.org' }, /must use https/],
    [{ STAFF_PUBLIC_URL: 'http://prolifeutah.org' }, /STAFF_PUBLIC_URL must use https/],
    [{ STAFF_PUBLISHERS: 'ana', STAFF_VIEWERS: '' }, /STAFF_PUBLISHERS must be e-mail addresses/],
    [{ STAFF_PUBLISHERS: '', STAFF_VIEWERS: '' }, /at least one e-mail address/],
    [{ STAFF_VIEWERS: 'ana@prolifeutah.org' }, /in both STAFF_PUBLISHERS and STAFF_VIEWERS/],
    [{ STAFF_SESSION_HOURS: '48' }, /STAFF_SESSION_HOURS/],
    [{ STAFF_OIDC_EMAIL_MANAGED: 'maybe' }, /STAFF_OIDC_EMAIL_MANAGED must be true or false/],
  ])('refuses %j with a message saying what to do', (change, message) => {
    expect(() => readStaffAuthSettings({ ...google, ...change }, SITE)).toThrow(message);
  });

  it('accepts plain http for a provider and console on this machine (the sandbox)', () => {
    const settings = readStaffAuthSettings(
      {
        ...google,
        STAFF_OIDC_ISSUER: 'http://127.0.0.1:4040',
        STAFF_PUBLIC_URL: 'http://127.0.0.1:9000',
      },
      SITE,
    );
    expect(settings?.publicUrl).toBe('http://127.0.0.1:9000');
    expect(settings?.providerName).toBe('127.0.0.1');
  });

  it.each(['true', 'yes', '1'])(
    "trusts the provider's e-mail claim without email_verified when STAFF_OIDC_EMAIL_MANAGED=%s (finding 4)",
    (value) => {
      const settings = readStaffAuthSettings({ ...google, STAFF_OIDC_EMAIL_MANAGED: value }, SITE);
      expect(settings?.emailManaged).toBe(true);
    },
  );
});

describe('low finding: a guessable session secret is refused unless the provider is on this machine', () => {
  const sandboxSecret = sandboxStaffEnv(
    'http://127.0.0.1:4040',
    'http://127.0.0.1:9000',
  ).STAFF_SESSION_SECRET;

  it.each([
    ["the sandbox's published secret", sandboxSecret, /written in the website's code/],
    [
      "the tests' published secret",
      'a-test-session-secret-of-at-least-32-characters',
      /written in the website's code/,
    ],
    ['32 times "a"', 'a'.repeat(32), /too easy to guess/],
    ['a short piece repeated', 'abcdefghijkl'.repeat(3), /too easy to guess/],
    [
      'a 32-character secret of 9 different characters',
      'aaaabbbbccccddddeeeeffffgggghhhhiiii',
      /too easy to guess/,
    ],
  ])('refuses %s with a Google issuer, saying how to make one', (_, secret, message) => {
    const start = () => readStaffAuthSettings({ ...google, STAFF_SESSION_SECRET: secret }, SITE);
    expect(start).toThrow(message);
    expect(start).toThrow(/openssl rand -base64 48/);
  });

  it('accepts what openssl rand -hex 32 prints', () => {
    const hex = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
    expect(
      readStaffAuthSettings({ ...google, STAFF_SESSION_SECRET: hex }, SITE)?.sessionSecret,
    ).toBe(hex);
  });

  it("accepts the sandbox's secret with the sandbox provider on this machine", () => {
    const env = sandboxStaffEnv('http://127.0.0.1:4040', 'http://127.0.0.1:9000');
    expect(readStaffAuthSettings(env, SITE)?.sessionSecret).toBe(sandboxSecret);
  });
});
