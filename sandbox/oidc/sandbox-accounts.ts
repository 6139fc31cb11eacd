// The sandbox sign-in's two staff accounts. Sandbox only: the passwords are printed and
// written down on purpose; no real provider ever holds them.
export interface SandboxAccount {
  id: string;
  name: string;
  email: string;
  role: 'publisher' | 'viewer';
}

export const SANDBOX_PASSWORD = 'sandbox-only-password';

export const SANDBOX_ACCOUNTS: readonly SandboxAccount[] = [
  { id: 'ana-ruiz', name: 'Ana Ruiz', email: 'ana@prolifeutah.org', role: 'publisher' },
  { id: 'ben-cole', name: 'Ben Cole', email: 'ben@prolifeutah.org', role: 'viewer' },
];

/** The console's client at the sandbox provider (its secret is a sandbox one too). */
export const SANDBOX_CLIENT_ID = 'staff-console';
export const SANDBOX_CLIENT_SECRET = 'sandbox-only-client-secret-not-for-production';

/** The environment a server needs to sign staff in through the sandbox provider at `issuer`. */
export function sandboxStaffEnv(issuer: string, publicUrl: string): Record<string, string> {
  return {
    STAFF_OIDC_ISSUER: issuer,
    STAFF_OIDC_CLIENT_ID: SANDBOX_CLIENT_ID,
    STAFF_OIDC_CLIENT_SECRET: SANDBOX_CLIENT_SECRET,
    STAFF_OIDC_PROVIDER_NAME: 'the sandbox sign-in',
    STAFF_SESSION_SECRET: 'sandbox-only-session-secret-0123456789abcdef',
    STAFF_PUBLIC_URL: publicUrl,
    STAFF_PUBLISHERS: SANDBOX_ACCOUNTS.filter((a) => a.role === 'publisher')
      .map((a) => a.email)
      .join(','),
    STAFF_VIEWERS: SANDBOX_ACCOUNTS.filter((a) => a.role === 'viewer')
      .map((a) => a.email)
      .join(','),
  };
}

export function findSandboxAccount(login: string): SandboxAccount | undefined {
  const wanted = login.trim().toLowerCase();
  return SANDBOX_ACCOUNTS.find((account) => account.email === wanted || account.id === wanted);
}
