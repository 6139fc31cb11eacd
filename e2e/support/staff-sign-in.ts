import { expect, type Page } from '@playwright/test';
import {
  SANDBOX_ACCOUNTS,
  SANDBOX_PASSWORD,
  type SandboxAccount,
} from '../../sandbox/oidc/sandbox-accounts';

export type StaffRole = SandboxAccount['role'];

export const staffAccount = (role: StaffRole): SandboxAccount => {
  const account = SANDBOX_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`no sandbox account is a ${role}`);
  return account;
};

/**
 * Signs in to the staff console as the sandbox's publisher (Ana Ruiz) or viewer (Ben Cole),
 * through the sandbox OpenID provider's own login form, as a person would, and lands on
 * `returnTo`. The provider remembers a browser's sign-in: a second call in the same context
 * finds no form and comes straight back.
 */
export const signIn = async (
  page: Page,
  role: StaffRole,
  returnTo = '/staff/',
): Promise<SandboxAccount> => {
  const account = staffAccount(role);
  await page.goto(`/staff/sign-in?return=${encodeURIComponent(returnTo)}`);
  const consoleOrigin = new URL(page.url()).origin;
  const backAtConsole = (url: URL) =>
    url.origin === consoleOrigin &&
    url.pathname.startsWith('/staff') &&
    !url.pathname.startsWith('/staff/sign-in');
  await page.getByRole('link', { name: /^Sign in with / }).click();
  // Off to the provider: its login form, or straight back when it remembers this browser.
  await page.waitForURL((url) => url.origin !== consoleOrigin || backAtConsole(url));
  if (!backAtConsole(new URL(page.url()))) {
    await expect(page.getByRole('heading', { name: 'Sandbox sign-in' })).toBeVisible();
    await page.getByLabel('E-mail address').fill(account.email);
    await page.getByLabel('Password').fill(SANDBOX_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }
  await page.waitForURL(backAtConsole);
  return account;
};
