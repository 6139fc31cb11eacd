import type { Locator, Page } from 'playwright-core';
import { API, waitForHydration } from './browser';

// Helpers for filling forms the way a keyboard-only visitor does: Tab, Space, Enter, typing.

/** The form's React handlers are attached: typing before that would be lost on hydration. */
export const waitForHydratedForm = async (page: Page): Promise<number> => {
  await waitForHydration(page, 'main form');
  return Date.now();
};

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus (at most `limit` times). */
export const tabTo = async (page: Page, target: Locator, limit = 120): Promise<void> => {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
};

/** Tab to a field and type into it. */
export const tabAndType = async (page: Page, target: Locator, text: string): Promise<void> => {
  await tabTo(page, target);
  await page.keyboard.type(text);
};

/** The site's bot guard drops forms sent within 3 s of appearing; a person is never that fast. */
export const actLikeAPerson = async (page: Page, shownAt: number): Promise<void> => {
  const wait = shownAt + 3200 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
};

/** The toast with this title and message. */
export const toast = (page: Page, title: string, message: string): Locator =>
  page.locator('#toast-host .Toastify__toast', { hasText: message }).filter({ hasText: title });

export const addFault = (fault: Record<string, unknown>) =>
  fetch(`${API}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });

export const clearFaults = () => fetch(`${API}/__sandbox/faults`, { method: 'DELETE' });

export const lastSmsCode = async (phoneNumber: string): Promise<string> => {
  const response = await fetch(
    `${API}/__sandbox/sms/last-code?phoneNumber=${encodeURIComponent(phoneNumber)}`,
  );
  if (!response.ok) throw new Error(`No SMS code for ${phoneNumber}: HTTP ${response.status}`);
  return ((await response.json()) as { code: string }).code;
};

/** A number no earlier run used, so the sandbox's sign-up rate limit never trips. */
export const freshPhoneNumber = (): string => {
  const digits = String(Date.now() % 10_000_000).padStart(7, '0');
  return `801-${digits.slice(0, 3)}-${digits.slice(3)}`;
};

/**
 * Opens the SMS page at `url` and signs `phone` up with the mouse (the keyboard path has its
 * own test). Returns when the sign-up is sent; the page then asks for the code.
 */
export const signUpForTexts = async (page: Page, url: string, phone: string): Promise<void> => {
  await page.goto(url);
  const shownAt = await waitForHydratedForm(page);
  await page.getByLabel('Mobile phone number').fill(phone);
  await page.getByRole('checkbox', { name: /send me text alerts/ }).check();
  await actLikeAPerson(page, shownAt);
  await page.getByRole('button', { name: 'Sign up' }).click();
};

/** The button that sends the form, or on a multi-step form's first step the one that checks it. */
export const formActionButton = async (page: Page): Promise<Locator> => {
  const submit = page.locator('main form [type="submit"]');
  return (await submit.count()) > 0 ? submit.first() : page.locator('main form button').last();
};
