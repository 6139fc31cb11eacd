// From "who represents me" to "do something now": the call panel, the vCard, the
// "Your actions" tally, the action email's next step, print, and what the search index holds.
import fs from 'fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { DESKTOP, MOBILE, SITE, waitForHydration } from './support/browser';
import { axeViolations } from './support/axe';
import { actLikeAPerson, tabTo, waitForHydratedForm } from './support/keyboard-forms';
import { clearSandboxRequests, sandboxRequests } from './support/sandbox';
import { localeTexts } from './support/share-panel';

const SHOTS = '/tmp/shots-action';
const screenshot = async (page: Page, name: string, fullPage = false) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
};

const prefix = (language: string) => (language === 'en' ? '' : `/${language}`);
const SEARCH = '#address=350+N+State+St&city=Salt+Lake+City';
const lookupUrl = (language = 'en') =>
  `${SITE}${prefix(language)}/government/legislator-lookup/${SEARCH}`;

interface ContactTexts {
  call: {
    button: string;
    title: string;
    copy: string;
    outcomeTitle: string;
    outcomes: Record<'callTalked' | 'callVoicemail' | 'callNoAnswer', string>;
    script: Record<'greeting' | 'house' | 'senate' | 'about', string>;
    close: string;
  };
  vcard: { button: string };
}
const contactTexts = (language: string) =>
  localeTexts(language, 'legislator-contact') as unknown as ContactTexts;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

/** The script's sentences as the page must show them, from the translation files. */
const scriptFor = (
  language: string,
  chamber: 'house' | 'senate',
  name: string,
  district: number,
) => {
  const { script } = contactTexts(language).call;
  return [
    fill(script.greeting, { city: 'Salt Lake City' }),
    fill(script[chamber], { name, district }),
  ];
};

/** Code recognised by texts only it holds, to see what a page has loaded. */
const MARKERS = {
  callPanel: 'call.outcomeTitle',
  vcard: 'BEGIN:VCARD',
  tally: 'yourActions.privacy',
};
const recordScripts = (page: Page) => {
  const loaded = new Set<keyof typeof MARKERS>();
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    for (const [name, marker] of Object.entries(MARKERS))
      if (body.includes(marker)) loaded.add(name as keyof typeof MARKERS);
  });
  return loaded;
};

const openLookup = async (page: Page, language = 'en') => {
  await page.goto(lookupUrl(language));
  await waitForHydration(page, 'main form');
  await page.getByRole('article', { name: 'Sen. Marcus Wasatch' }).waitFor();
};

for (const { language, viewport, width } of [
  { language: 'en', viewport: DESKTOP, width: 1280 },
  { language: 'en', viewport: MOBILE, width: 390 },
  { language: 'es', viewport: MOBILE, width: 390 },
  { language: 'pt', viewport: DESKTOP, width: 1280 },
]) {
  test(`the call panel (${language}, ${width} px): a tel: link and a script with the city and the name, axe clean`, async ({
    newVisitor,
  }) => {
    const { page } = await newVisitor({ viewport });
    const loaded = recordScripts(page);
    await openLookup(page, language);
    const texts = contactTexts(language).call;
    expect([...loaded]).toEqual([]); // nothing of the panel, the vCard or the tally yet

    const senator = page.getByRole('article', { name: 'Sen. Marcus Wasatch' });
    await senator.getByRole('button', { name: `${texts.button} Sen. Marcus Wasatch` }).click();
    const panel = page.getByRole('dialog', {
      name: fill(texts.title, { name: 'Sen. Marcus Wasatch' }),
    });
    await expect(panel).toBeVisible();
    const tel = panel.getByRole('link', { name: /555-01/ });
    expect(await tel.getAttribute('href')).toMatch(/^tel:\+1801555\d{4}$/);
    // Large enough to tap.
    expect((await tel.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    for (const sentence of scriptFor(language, 'senate', 'Marcus Wasatch', 2))
      await expect(panel).toContainText(sentence);
    expect(loaded.has('callPanel')).toBe(true);
    expect(loaded.has('vcard')).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `lookup-call-panel-${language}-${width}`);
  });
}

test('the call panel by keyboard only: opens, reaches the number and the answers, closes back to Call', async ({
  page,
}) => {
  await openLookup(page);
  const texts = contactTexts('en').call;
  const call = page
    .getByRole('article', { name: 'Rep. Delia Bonneville' })
    .getByRole('button', { name: /^Call/ });
  await tabTo(page, call);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('button', { name: texts.close })).toBeFocused();
  await tabTo(page, panel.getByRole('link', { name: '801-555-0124' }), 5);
  await tabTo(page, panel.getByRole('button', { name: texts.copy }), 5);
  await tabTo(page, panel.getByRole('button', { name: texts.outcomes.callTalked }), 5);
  await page.keyboard.press('Enter');
  await expect(panel).toContainText('Thank you for calling.');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(call).toBeFocused();
  const tally = page.getByRole('region', { name: 'Your actions' });
  await expect(tally).toContainText('1 talked to someone');
});

test('"Your actions" counts call outcomes, survives a reload, and "Forget" clears it', async ({
  page,
}) => {
  await openLookup(page);
  const tally = page.getByRole('region', { name: 'Your actions' });
  await expect(tally).toHaveCount(0);
  for (const [name, outcome] of [
    ['Rep. Delia Bonneville', 'I left a message'],
    ['Sen. Marcus Wasatch', 'No answer'],
  ] as const) {
    await page.getByRole('article', { name }).getByRole('button', { name: /^Call/ }).click();
    const panel = page.getByRole('dialog', { name: `Call ${name}` });
    await panel.getByRole('button', { name: outcome }).click();
    // After a call: share, and a monthly gift (the donate page's monthly option).
    const gift = panel.getByRole('link', { name: /^Give monthly/ });
    expect(new URL((await gift.getAttribute('href'))!).searchParams.get('default_interval')).toBe(
      'm',
    );
    await panel.getByRole('button', { name: 'Close' }).click();
  }
  await expect(tally.getByRole('definition')).toHaveText('2 (1 left a message, 1 no answer)');
  await expect(tally).toContainText('It never leaves your device.');
  const stored = await page.evaluate(() => window.localStorage.getItem('your-actions'));
  expect(stored).not.toMatch(/Salt Lake|State St|Bonneville|Wasatch|801/);

  await page.reload();
  await expect(tally.getByRole('definition')).toHaveText('2 (1 left a message, 1 no answer)');
  await tally.getByRole('button', { name: 'Forget' }).click();
  await expect(tally.getByRole('status')).toHaveText('Forgotten. This browser keeps nothing now.');
  await page.reload();
  await page.getByRole('article', { name: 'Sen. Marcus Wasatch' }).waitFor();
  await expect(tally).toHaveCount(0);
});

test('"Save contact" downloads a vCard that reads back with the name, title, district, cell, e-mail and image', async ({
  page,
}) => {
  const loaded = recordScripts(page);
  await openLookup(page, 'es');
  const house = page.getByRole('article', { name: 'Rep. Delia Bonneville' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    house.getByRole('button', { name: /^Guardar contacto/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('delia-bonneville.vcf');
  const text = fs.readFileSync((await download.path())!, 'utf8');
  const fields = Object.fromEntries(
    text
      .replace(/\r\n /g, '')
      .split('\r\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
  );
  expect(fields).toMatchObject({
    BEGIN: 'VCARD',
    VERSION: '3.0',
    N: 'Bonneville;Delia;;;',
    FN: 'Delia Bonneville',
    TITLE: 'Cámara de Representantes de Utah',
    ORG: 'Legislatura del Estado de Utah',
    NOTE: 'Distrito 24',
    'TEL;TYPE=CELL,VOICE': '+18015550124',
    'EMAIL;TYPE=INTERNET': 'delia-bonneville@legislature.example',
    END: 'VCARD',
  });
  // The sandbox's portraits are SVG, which address books do not embed: the address goes in.
  expect(fields['PHOTO;VALUE=uri']).toMatch(
    /^http:\/\/127\.0\.0\.1:\d+\/media\/legislators\/.+\.svg$/,
  );
  expect(loaded.has('vcard')).toBe(true);
  expect(loaded.has('callPanel')).toBe(false);
});

test('the lookup results print on one page: the cards with numbers and e-mails, no navbar, footer, buttons or form', async ({
  page,
}) => {
  await openLookup(page);
  await page.emulateMedia({ media: 'print' });
  for (const hidden of [
    page.getByRole('banner'),
    page.getByRole('contentinfo'),
    page.getByRole('search'),
    page.getByRole('button', { name: /^Call/ }).first(),
    page.getByRole('button', { name: /^Save contact/ }).first(),
  ])
    await expect(hidden).toBeHidden();
  for (const name of ['Rep. Delia Bonneville', 'Sen. Marcus Wasatch']) {
    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: /555-01/ })).toBeVisible();
    await expect(card.getByRole('link', { name: /@legislature\.example/ })).toBeVisible();
  }
  await screenshot(page, 'lookup-print-1280', true);
  const pdf = await page.pdf({ format: 'Letter', printBackground: true });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(1);
});

const sendActionEmail = async (page: Page, language: string) => {
  const { form } = localeTexts(language, 'action-email') as { form: Record<string, string> };
  await page.goto(`${SITE}${prefix(language)}/action-email/101/`);
  const shownAt = await waitForHydratedForm(page);
  await page.getByLabel(form.fullName!, { exact: true }).fill('Mary Smith');
  await page.getByLabel(form.email!, { exact: true }).fill('mary@example.org');
  await page.getByLabel(form.address!, { exact: true }).fill('350 N State St');
  await page.getByLabel(form.city!, { exact: true }).fill('Salt Lake City');
  await page.getByLabel(form.zip!, { exact: true }).fill('84103');
  const question = new RegExp(`^${form.humanCheck!.split('{{')[0]}`);
  const [, a, b] = /(\d) \+ (\d)/.exec((await page.getByText(question).textContent()) ?? '')!;
  await page.getByLabel(question).fill(String(Number(a) + Number(b)));
  await actLikeAPerson(page, shownAt);
  await page.getByRole('button', { name: form.send! }).click();
};

for (const { language, viewport, width } of [
  { language: 'en', viewport: DESKTOP, width: 1280 },
  { language: 'es', viewport: MOBILE, width: 390 },
  { language: 'en', viewport: MOBILE, width: 390 },
]) {
  test(`after an action email (${language}, ${width} px) the next step offers to call the legislators of the address typed`, async ({
    newVisitor,
  }) => {
    await clearSandboxRequests();
    const { page } = await newVisitor({ viewport });
    await sendActionEmail(page, language);
    const { nextStep } = localeTexts(language, 'action-email') as { nextStep: { title: string } };
    const step = page.getByRole('region', { name: nextStep.title });
    // The page has just sent the message and fetches the next step's code: a busy machine is slow.
    await expect(step.getByRole('heading', { name: nextStep.title })).toBeFocused({
      timeout: 15_000,
    });
    await expect(step.getByRole('listitem')).toHaveCount(2, { timeout: 15_000 });
    const lookups = await sandboxRequests('/government/legislators');
    expect(lookups.map(({ body }) => body)).toEqual([
      { address: '350 N State St', city: 'Salt Lake City' },
    ]);
    await screenshot(page, `action-next-step-${language}-${width}`);

    // The tally in the share panel counts the message.
    const { yourActions } = localeTexts(language, 'common') as {
      yourActions: { title: string; kinds: Record<string, string> };
    };
    const tally = page.getByRole('region', { name: yourActions.title });
    await expect(tally.getByRole('term')).toHaveText(yourActions.kinds.actionEmail!);
    await expect(tally.getByRole('definition')).toHaveText('1');

    // The call script names the action email the visitor just sent.
    const texts = contactTexts(language).call;
    await step.getByRole('button', { name: `${texts.button} Rep. Delia Bonneville` }).click();
    const panel = page.getByRole('dialog');
    const actionTitle = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await expect(panel).toContainText(fill(texts.script.about, { action: actionTitle }));
    await expect(panel).toContainText(scriptFor(language, 'house', 'Delia Bonneville', 24)[0]!);
    await screenshot(page, `action-next-step-call-${language}-${width}`);
  });
}

test('the search index holds an article’s title and story, not its links, date or byline', async ({
  page,
}) => {
  await page.goto(`${SITE}/search/`);
  await waitForHydration(page, 'main input[type="search"]');
  const pages = await page.evaluate(async () => {
    const path = '/pagefind/pagefind.js';
    const pagefind = await import(/* webpackIgnore: true */ path);
    const { results } = await pagefind.search('referrals');
    return Promise.all(
      results.map(async (result: { data: () => Promise<unknown> }) => result.data()),
    );
  });
  expect(pages).toHaveLength(1);
  const { content, meta } = pages[0] as { content: string; meta: { title: string } };
  expect(meta.title).toMatch(/^Volunteer Spotlight: Meet the Mobile Clinic/);
  expect(content.startsWith(meta.title)).toBe(true);
  expect(content).not.toMatch(/Published|All news from|Anna Sorensen/);
});
