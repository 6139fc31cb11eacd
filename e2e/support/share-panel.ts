import fs from 'fs';
import path from 'path';
import type { BrowserContext, Page } from '@playwright/test';
import { DEFAULT_SITE_URL } from '../../src/lib/config';
import { expect } from './fixtures';
import { SITE, waitForLocatorHydration } from './browser';

// What the share tests need: the site's own texts (so a test reads like the page it checks, in
// any language), a record of every host a page asked for, and the checks of the share panel.

export type ShareAction = 'actionEmail' | 'pledge' | 'sms' | 'volunteer' | 'donate' | 'call';
/** After these the panel also offers a monthly gift. */
const OFFERS_GIFT: ReadonlyArray<ShareAction> = ['sms', 'volunteer', 'call'];
type Texts = Record<string, unknown>;

/** The canonical origin the build was made with (GATSBY_SITE_URL=https://prolifeutah.org). */
export const CANONICAL = DEFAULT_SITE_URL;

export const localeTexts = (language: string, namespace: string): Texts =>
  JSON.parse(
    fs.readFileSync(
      path.join(__dirname, '..', '..', 'content', 'locales', language, `${namespace}.json`),
      'utf8',
    ),
  ) as Texts;

interface ShareTexts {
  title: string;
  subject: string;
  copy: string;
  copied: string;
  message: Record<ShareAction, string>;
  via: Record<'email' | 'facebook' | 'x', string>;
  linksLabel: string;
  gift: { button: string };
}

/** What each action adds to "Your actions" (a donation is not counted there). */
const TALLIED: Partial<Record<ShareAction, string>> = {
  actionEmail: 'actionEmail',
  sms: 'sms',
  volunteer: 'volunteer',
  pledge: 'pledge',
};
export const shareTexts = (language: string): ShareTexts =>
  localeTexts(language, 'common').share as ShareTexts;

/** Every http(s) host the context's pages ask for, from now on. */
export const recordHosts = (context: BrowserContext): Set<string> => {
  const hosts = new Set<string>();
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http')) hosts.add(url.host);
  });
  return hosts;
};

/** The site and the sandbox API both run on loopback; anything else is a third party. */
export const thirdPartyHosts = (hosts: Set<string>): string[] =>
  [...hosts].filter((host) => !host.startsWith('127.0.0.1:'));

/** Lets the page use the clipboard, as a visitor's browser does after a click. */
export const allowClipboard = (context: BrowserContext) =>
  context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SITE });

export const sharePanel = (page: Page, language: string) =>
  page.getByRole('region', { name: shareTexts(language).title });

/**
 * The panel is there, copies `url` and confirms it, and its links carry `url` and the action's
 * text to a new tab. `focused`: the panel appeared after an action and took the focus.
 */
export const expectSharePanel = async (
  page: Page,
  {
    language,
    action,
    url,
    focused,
  }: {
    language: string;
    action: ShareAction;
    url: string;
    focused: boolean;
  },
) => {
  const texts = shareTexts(language);
  const panel = sharePanel(page, language);
  await expect(panel).toBeVisible();
  const heading = panel.getByRole('heading', { name: texts.title });
  if (focused) await expect(heading).toBeFocused();
  else await expect(heading).not.toBeFocused();

  const copy = panel.getByRole('button', { name: texts.copy });
  // The panel is in the page's HTML, and the scripts come after its first paint: a click
  // before React has the button is lost (the status stayed empty once in CI).
  await waitForLocatorHydration(copy);
  await copy.click();
  await expect(panel.getByRole('status')).toHaveText(texts.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  const text = texts.message[action];
  const hrefOf = (name: string) =>
    panel.getByRole('link', { name: new RegExp(`^${name}\\b`) }).getAttribute('href');
  const email = new URL((await hrefOf(texts.via.email)) ?? '');
  expect(email.protocol).toBe('mailto:');
  expect(email.searchParams.get('subject')).toBe(texts.subject);
  expect(email.searchParams.get('body')).toBe(`${text} ${url}`);
  const facebook = new URL((await hrefOf(texts.via.facebook)) ?? '');
  expect(`${facebook.origin}${facebook.pathname}`).toBe(
    'https://www.facebook.com/sharer/sharer.php',
  );
  expect(facebook.searchParams.get('u')).toBe(url);
  const x = new URL((await hrefOf(texts.via.x)) ?? '');
  expect(`${x.origin}${x.pathname}`).toBe('https://x.com/intent/post');
  expect(Object.fromEntries(x.searchParams)).toEqual({ text, url });
  const links = panel.getByRole('list', { name: texts.linksLabel }).getByRole('link');
  await expect(links).toHaveCount(3);
  const gift = panel.getByRole('link', { name: new RegExp(`^${texts.gift.button}`) });
  if (OFFERS_GIFT.includes(action)) {
    const monthly = new URL((await gift.getAttribute('href')) ?? '');
    expect(monthly.searchParams.get('default_interval')).toBe('m');
  } else {
    await expect(gift).toHaveCount(0);
  }
  // Each test is a new visitor: the tally in the panel holds this one action.
  const { yourActions } = localeTexts(language, 'common') as {
    yourActions: { title: string; kinds: Record<string, string> };
  };
  const tally = panel.getByRole('region', { name: yourActions.title });
  const kind = TALLIED[action];
  if (kind) {
    await expect(tally.getByRole('term')).toHaveText(yourActions.kinds[kind]!);
    await expect(tally.getByRole('definition')).toHaveText('1');
  } else {
    await expect(tally).toHaveCount(0);
  }
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
};
