import { axeViolations } from '../support/axe';
import { MOBILE } from '../support/browser';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/staff-sign-in';

// The staff console's sign-in, through the sandbox OpenID provider's real login form.

test('a publisher signs in, sees their name and role, and signs out', async ({ page }) => {
  await signIn(page, 'publisher', '/staff/account');
  await expect(page).toHaveURL(/\/staff\/account$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Signed in as Ana Ruiz' }),
  ).toBeVisible();
  await expect(
    page.getByText(/ana@prolifeutah\.org, publisher\. You may publish builds/),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/staff\/signed-out$/);
  await expect(page.getByRole('heading', { level: 1, name: 'You are signed out' })).toBeVisible();
  await page.goto('/staff/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff console' })).toBeVisible();
  await expect(page.getByText('Signed in as')).toHaveCount(0);
});

test('a viewer signs in as a viewer', async ({ page }) => {
  await signIn(page, 'viewer', '/staff/account');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Signed in as Ben Cole' }),
  ).toBeVisible();
  await expect(
    page.getByText(/ben@prolifeutah\.org, viewer\. You may see everything/),
  ).toBeVisible();
});

test('a stranger gets the sign-in page, usable at 390 px and with the keyboard alone', async ({
  newVisitor,
}) => {
  const { page } = await newVisitor({ viewport: MOBILE });
  const answer = await page.goto('/staff/account');
  expect(answer?.status()).toBe(401);
  expect(answer?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff console' })).toBeVisible();
  await expect(page.getByText('Signed in as')).toHaveCount(0);
  const signInButton = page.getByRole('link', { name: 'Sign in with the sandbox sign-in' });
  const box = await signInButton.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(MOBILE.width);
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(await axeViolations(page)).toEqual([]);

  await page.keyboard.press('Tab');
  await expect(signInButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Sandbox sign-in' })).toBeVisible();
  await page.getByLabel('E-mail address').fill('ana@prolifeutah.org');
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('do not match a sandbox account');
});

// Issue 52, point 4: the sign-out ends the provider's session too, so a shared computer is safe.
test('sign out, then Sign in asks for the password again', async ({ newVisitor }) => {
  const { page } = await newVisitor({ viewport: MOBILE });
  await signIn(page, 'publisher', '/staff/');
  const signOut = page.getByRole('button', { name: 'Sign out' });
  const box = await signOut.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(MOBILE.height);
  expect(box!.x + box!.width).toBeLessThanOrEqual(MOBILE.width);
  // Keyboard only: the skip link, the console's name, then the button.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(signOut).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/staff\/signed-out$/);
  await expect(
    page.getByText('You are signed out of the staff console and of the sandbox sign-in'),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Sign in again' }).click();
  await page.getByRole('link', { name: 'Sign in with the sandbox sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox sign-in' })).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
});
