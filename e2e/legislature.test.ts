// The legislature on the site: the score card read from the organisation's spreadsheet (the
// sandbox's 104-seat sample), each legislator's page, and the lookup showing their score.
import fs from 'fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { DESKTOP, MOBILE, SITE, waitForHydration } from './support/browser';
import { axeViolations } from './support/axe';
import { localeTexts } from './support/share-panel';

const SHOTS = '/tmp/shots/legis';
const shoot = async (page: Page, name: string) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
};
const prefix = (language: string) => (language === 'en' ? '' : `/${language}`);
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

interface CardTexts {
  openSheet: string;
  votes: Record<'for' | 'against' | 'absent' | 'notServing', string>;
  columns: Record<'name' | 'district' | 'score', string>;
  chambers: Record<'house' | 'senate', string>;
  controls: { name: string; chamber: string; sort: string; direction: string };
  legislator: { votesTitle: string; back: string };
  lookup: { link: string };
}
const texts = (language: string) =>
  localeTexts(language, 'legislator-score-card') as unknown as CardTexts;
const contactTexts = (language: string) =>
  localeTexts(language, 'legislator-contact') as unknown as {
    call: {
      button: string;
      script: { senate: string; askBill: Record<'voteFor' | 'voteAgainst', string> };
    };
  };

const scoreCardUrl = (language: string) =>
  `${SITE}${prefix(language)}/government/legislator-score-card/`;
const scores = (page: Page) =>
  page
    .getByRole('table')
    .first()
    .locator('tbody tr td:last-child')
    .allInnerTexts()
    .then((cells) =>
      cells.map((cell) => (cell.match(/^\d+/) ? Number(cell.match(/^\d+/)?.[0]) : null)),
    );

for (const language of ['en', 'es', 'pt']) {
  const t = texts(language);

  test(`${language}: the score card is a table that sorts and filters by pointer and keyboard`, async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(scoreCardUrl(language));
    await waitForHydration(page, 'main form[role="search"] input');
    const table = page.getByRole('table').first();
    await expect(table).toBeVisible();
    // 104 seats and the header row; the spreadsheet stays one link away.
    await expect(table.getByRole('row')).toHaveCount(105);
    await expect(page.getByRole('link', { name: t.openSheet })).toHaveAttribute(
      'href',
      /docs\.google\.com/,
    );
    await expect(table.getByRole('cell', { name: t.votes.for }).first()).toBeVisible();
    await expect(table.getByRole('cell', { name: t.votes.notServing }).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    if (language !== 'pt') await shoot(page, `score-card-${language}-1280`);

    // Pointer: the Score heading sorts lowest first, then highest first; aria-sort says which.
    const scoreHeader = table.getByRole('columnheader', { name: t.columns.score });
    await scoreHeader.getByRole('button').click();
    await expect(scoreHeader).toHaveAttribute('aria-sort', 'ascending');
    const ascending = (await scores(page)).filter((s): s is number => s !== null);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    // Keyboard: the same button, focused and pressed.
    await scoreHeader.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect(scoreHeader).toHaveAttribute('aria-sort', 'descending');
    const descending = await scores(page);
    expect(descending[0]).toBe(100);
    expect(descending.at(-1)).toBeNull(); // the vacant seat comes last
    await expect(table.getByRole('columnheader', { name: t.columns.district })).not.toHaveAttribute(
      'aria-sort',
    );

    // Filter by chamber (keyboard on the select) and by name (typing).
    const chamber = page.getByLabel(t.controls.chamber, { exact: true });
    await chamber.focus();
    await chamber.selectOption('senate');
    await expect(table.getByRole('row')).toHaveCount(30);
    await page.getByLabel(t.controls.name, { exact: true }).fill('wasatch');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('status').filter({ hasText: /1 .* 104/ })).toBeVisible();
    await table.getByRole('link', { name: 'Marcus Wasatch' }).click();
    await expect(page).toHaveURL(/\/government\/legislator-score-card\/senate-2-marcus-wasatch\/$/);
  });

  test(`${language}: at 390 px the score card is one card per legislator`, async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto(scoreCardUrl(language));
    await waitForHydration(page, 'main form[role="search"] input');
    // One table, laid out as cards: still a table to a screen reader, and no second copy.
    await expect(page.getByRole('table')).toHaveCount(1);
    const table = page.getByRole('table');
    const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
    await expect(rows).toHaveCount(104);
    const sort = page.getByLabel(t.controls.sort, { exact: true });
    await sort.selectOption('name');
    await page.getByLabel(t.controls.direction, { exact: true }).selectOption('descending');
    await expect(table.getByRole('columnheader', { name: t.columns.name })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const names = await table.getByRole('rowheader').allInnerTexts();
    const named = names.filter((name) => !name.includes('Vacant') && name !== names.at(-1));
    expect(named).toEqual([...named].sort((a, b) => b.localeCompare(a)));
    // A card: the name across the top, each vote written out on a line of its own with the
    // bill's name beside it, the card no wider than the screen.
    const first = rows.first();
    const vote = first
      .getByRole('cell')
      .filter({ hasText: new RegExp(`${t.votes.for}|${t.votes.against}|${t.votes.absent}`) })
      .first();
    await expect(vote).toBeVisible();
    const [card, name, cell] = await Promise.all([
      first.boundingBox(),
      first.getByRole('rowheader').boundingBox(),
      vote.boundingBox(),
    ]);
    expect(card && card.width).toBeGreaterThan(300);
    expect(card && card.x + card.width).toBeLessThanOrEqual(390);
    expect(name && cell && cell.y).toBeGreaterThan((name?.y ?? 0) + (name?.height ?? 0) - 1);
    expect(cell && card && cell.width).toBeGreaterThan((card?.width ?? 0) * 0.8);
    // The bill's name is generated text: visible on the card, not part of the cell's name.
    const label = await vote.evaluate((element) => getComputedStyle(element, '::before').content);
    expect(label).toMatch(/^"\S/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(await axeViolations(page)).toEqual([]);
    if (language !== 'pt') await shoot(page, `score-card-${language}-390`);
  });

  test(`${language}: a legislator's page shows each vote, the score and the call panel`, async ({
    page,
  }) => {
    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      // Senate district 7 took office part-way: two bills before that.
      await page.goto(
        `${SITE}${prefix(language)}/government/legislator-score-card/senate-2-marcus-wasatch/`,
      );
      await expect(page.getByRole('heading', { level: 1, name: 'Marcus Wasatch' })).toBeVisible();
      const votes = page.getByRole('table');
      await expect(votes.getByRole('row')).toHaveCount(6);
      await expect(votes.getByRole('row', { name: /HB 12/ })).toContainText(t.votes.for);
      if (language !== 'pt') await shoot(page, `legislator-${language}-${viewport.width}`);
    }
    expect(await axeViolations(page)).toEqual([]);
    await waitForHydration(page, 'main button');
    await page
      .getByRole('button', { name: new RegExp(`^${contactTexts(language).call.button}`) })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(
      fill(contactTexts(language).call.script.senate, { name: 'Marcus Wasatch', district: 2 }),
    );
  });

  test(`${language}: the lookup shows each legislator's score with a link to their page`, async ({
    page,
  }) => {
    await page.goto(
      `${SITE}${prefix(language)}/government/legislator-lookup/#address=350+N+State+St&city=Salt+Lake+City`,
    );
    const senator = page.getByRole('article', { name: 'Sen. Marcus Wasatch' });
    await expect(senator).toContainText('100');
    await senator.getByRole('link', { name: new RegExp(t.lookup.link) }).click();
    await expect(page).toHaveURL(
      new RegExp(`${prefix(language)}/government/legislator-score-card/senate-2-marcus-wasatch/$`),
    );
    await expect(
      page.getByRole('heading', { level: 2, name: t.legislator.votesTitle }),
    ).toBeVisible();
  });
}

interface LegislatureTexts {
  title: string;
  position: Record<'support' | 'oppose', string>;
  states: Record<string, string>;
  hearing: { next: string; addToCalendar: string };
  list: { subscribe: string };
  bill: { historyTitle: string; sponsorsTitle: string; text: string };
  act: { email: string };
}
const legislatureTexts = (language: string) =>
  localeTexts(language, 'legislature') as unknown as LegislatureTexts;

/** An .ics file's events, unfolded and read back field by field. */
const parseIcs = (text: string) =>
  text
    .replace(/\r\n[ \t]/g, '')
    .split('BEGIN:VEVENT')
    .slice(1)
    .map((block) =>
      Object.fromEntries(
        block
          .split('\r\n')
          .map((line) => /^([A-Z-]+)(?:;[^:]*)?:(.*)$/.exec(line))
          .filter((m): m is RegExpExecArray => m !== null)
          .map((m) => [m[1], m[0]]),
      ),
    );

for (const language of ['en', 'es', 'pt']) {
  const t = legislatureTexts(language);

  test(`${language}: the bills we follow, each with where it stands and its next hearing`, async ({
    page,
  }) => {
    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      await page.goto(`${SITE}${prefix(language)}/legislature/`);
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      const hb12 = page.getByRole('listitem').filter({ hasText: 'HB 12' });
      await expect(
        hb12.getByRole('link', { name: /HB 12: Prenatal Care Access Amendments/ }),
      ).toBeVisible();
      await expect(hb12).toContainText(t.position.support);
      await expect(hb12).toContainText(
        fill(t.states.inCommittee!, { committee: 'House Health and Human Services Committee' }),
      );
      await expect(hb12).toContainText(t.hearing.next);
      await expect(hb12).toContainText('30 House Building');
      const signed = page.getByRole('listitem').filter({ hasText: 'HB 88' });
      await expect(signed).toContainText(t.states.signed!);
      if (language !== 'pt') await shoot(page, `bills-${language}-${viewport.width}`);
    }
    expect(await axeViolations(page)).toEqual([]);
    // Every hearing, to subscribe to: downloaded and read back.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: t.list.subscribe }).click();
    const file = await (await download).path();
    const events = parseIcs(fs.readFileSync(file, 'utf8'));
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect(events.map((e) => e.SUMMARY)).toContainEqual(
      expect.stringContaining('HB 12: Prenatal Care Access Amendments'),
    );
    expect(events[0]?.DTSTART).toMatch(/^DTSTART;TZID=America\/Denver:\d{8}T\d{6}$/);
  });

  test(`${language}: a bill's page: its hearing as a calendar file, history, sponsors and a call that names it`, async ({
    page,
  }) => {
    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      await page.goto(`${SITE}${prefix(language)}/legislature/2026gs-hb0012/`);
      await expect(page.getByRole('heading', { level: 1, name: /HB 12/ })).toBeVisible();
      if (language !== 'pt') await shoot(page, `bill-${language}-${viewport.width}`);
    }
    await expect(page.getByRole('heading', { name: t.bill.historyTitle })).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ hasText: 'House/ to standing committee' }),
    ).toBeVisible();
    // The sponsor's name links to their score card page.
    await page.getByRole('link', { name: 'Delia Bonneville' }).waitFor();
    await expect(page.getByRole('link', { name: 'Delia Bonneville' })).toHaveAttribute(
      'href',
      new RegExp(
        `${prefix(language)}/government/legislator-score-card/house-24-delia-bonneville/$`,
      ),
    );
    await expect(page.getByRole('link', { name: new RegExp(t.bill.text) })).toHaveAttribute(
      'href',
      /\/Session\/2026\/bills\/introduced\/HB0012\.xml$/,
    );
    await expect(
      page.getByRole('link', { name: fill(t.act.email, { bill: 'HB 12' }) }),
    ).toHaveAttribute('href', new RegExp(`${prefix(language)}/action-email/101/$`));
    expect(await axeViolations(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await page
      .getByRole('link', { name: new RegExp(t.hearing.addToCalendar.replace(/[().]/g, '\\$&')) })
      .click();
    const [event, ...others] = parseIcs(fs.readFileSync(await (await download).path(), 'utf8'));
    expect(others).toEqual([]);
    expect(event?.LOCATION).toBe('LOCATION:30 House Building');
    expect(event?.DTSTART).toMatch(/^DTSTART;TZID=America\/Denver:\d{8}T080000$/);

    // What to do now: find my legislators, call, and the script names the bill and our position.
    await page.setViewportSize(DESKTOP);
    await waitForHydration(page, 'main form');
    await page
      .getByLabel(/address|dirección|endereço/i)
      .first()
      .fill('350 N State St');
    await page
      .getByLabel(/city|ciudad|cidade/i)
      .first()
      .fill('Salt Lake City');
    await page
      .getByLabel(/city|ciudad|cidade/i)
      .first()
      .press('Enter');
    const senator = page.getByRole('article', { name: 'Sen. Marcus Wasatch' });
    await expect(senator).toContainText('100');
    await senator
      .getByRole('button', { name: new RegExp(`^${contactTexts(language).call.button}`) })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('HB 12, Prenatal Care Access Amendments');
    await expect(dialog).toContainText(
      fill(contactTexts(language).call.script.askBill.voteFor, { bill: 'HB 12' }),
    );
    // The English script a Utah office answers in asks the same, in English.
    if (language !== 'en') {
      await expect(dialog).toContainText(
        fill(contactTexts('en').call.script.askBill.voteFor, { bill: 'HB 12' }),
      );
    }
  });
}
