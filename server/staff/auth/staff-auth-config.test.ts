import { readStaffAuthSettings } from './staff-auth-config';

const SITE = 'https://prolifeutah.org';
const google = {
  STAFF_OIDC_ISSUER: 'https://accounts.google.com',
  STAFF_OIDC_CLIENT_ID: 'console.apps.googleusercontent.com',
  STAFF_OIDC_CLIENT_SECRET: 'GOCSPX-secret',
  STAFF_SESSION_SECRET: 'x'.repeat(32),
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
      sessionSecret: 'x'.repeat(32),
      publicUrl: 'https://prolifeutah.org',
      providerName: 'Google',
      publishers: ['ana@prolifeutah.org', 'carla@prolifeutah.org'],
      viewers: ['ben@prolifeutah.org'],
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
});
