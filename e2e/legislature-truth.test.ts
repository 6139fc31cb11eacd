// Issue 53, points 1, 2 and 5 as a visitor meets them: a bill's page and its call script ask
// what the bill's stage still allows (a vote, the Governor's signature, or thanks), the score
// card and a legislator's page mark a vote by whether it matched our position and say its
// direction in words, and "Bring a friend" thanks nobody before the call.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { DESKTOP, SITE, waitForHydration } from './support/browser';
import { localeTexts } from './support/share-panel';

type Ask = 'voteFor' | 'voteAgainst' | 'governorSign' | 'governorVeto' | 'thankFor';
const GOVERNOR_OFFICE = '801-538-1000';
const prefix = (language: string) => (language === 'en' ? '' : `/${language}`);
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

const billTexts = (language: string) =>
  localeTexts(language, 'legislature') as unknown as {
    states: Record<string, string>;
    act: { lead: Record<Ask, string> };
  };
const contactTexts = (language: string) =>
  localeTexts(language, 'legislator-contact') as unknown as {
    call: {
      button: string;
      thanks: string;
      script: { askBill: Record<Ask, string> };
      outcomes: { callTalked: string };
    };
  };
const shareTexts = (language: string) =>
  (
    localeTexts(language, 'common') as unknown as {
      share: { title: string; lead: { call: string; bill: string } };
    }
  ).share;
const cardTexts = (language: string) =>
  localeTexts(language, 'legislator-score-card') as unknown as {
    votes: Record<'for' | 'against', string>;
    way: Record<'with' | 'against', string>;
    legend: Record<'with' | 'against' | 'words', string>;
  };

/** The sandbox's followed bills, one at each stage it has, with the ask each stage allows. */
const BILLS: Array<{ slug: string; bill: string; state: string; ask: Ask; settled: boolean }> = [
  { slug: '2026gs-hb0012', bill: 'HB 12', state: 'inCommittee', ask: 'voteFor', settled: false },
  {
    slug: '2026gs-sb0034',
    bill: 'SB 34',
    state: 'inCommittee',
    ask: 'voteAgainst',
    settled: false,
  },
  {
    slug: '2026gs-sb0120',
    bill: 'SB 120',
    state: 'passedBoth',
    ask: 'governorSign',
    settled: true,
  },
  { slug: '2026gs-hb0088', bill: 'HB 88', state: 'signed', ask: 'thankFor', settled: true },
];

/** Finds the visitor's legislators with the bill page's own lookup and opens the senator's call. */
const openSenatorCall = async (page: Page, language: string): Promise<Locator> => {
  await waitForHydration(page, 'main form');
  await page
    .getByLabel(/address|dirección/i)
    .first()
    .fill('350 N State St');
  const city = page.getByLabel(/city|ciudad/i).first();
  await city.fill('Salt Lake City');
  await city.press('Enter');
  const senator = page.getByRole('article', { name: 'Sen. Marcus Wasatch' });
  await senator
    .getByRole('button', { name: new RegExp(`^${contactTexts(language).call.button}`) })
    .click();
  return page.getByRole('dialog');
};

/** The vote mark drawn before a score-card cell or a vote's words: ✓ or ✗. */
const markOf = (element: Locator) =>
  element.evaluate((el) => getComputedStyle(el, '::before').content);

for (const language of ['en', 'es']) {
  const t = billTexts(language);
  const contact = contactTexts(language).call;
  const english = contactTexts('en').call;

  for (const { slug, bill, state, ask, settled } of BILLS) {
    test(`${language}: ${bill} (${state}) asks what its stage allows, on the page and in the call script`, async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(`${SITE}${prefix(language)}/legislature/${slug}/`);
      const main = page.getByRole('main');
      await expect(main).toContainText(t.states[state]!.replace(/\{\{committee\}\}.*$/, ''));
      // The lead as the page shows it: its tags (the Governor's number) are links, not text.
      const lead = fill(t.act.lead[ask], { bill, phone: GOVERNOR_OFFICE }).replace(/<\/?\w+>/g, '');
      await expect(main.getByText(lead, { exact: true })).toBeVisible();
      if (ask === 'governorSign')
        await expect(main.getByRole('link', { name: GOVERNOR_OFFICE })).toHaveAttribute(
          'href',
          'tel:+18015381000',
        );
      const voteAsks = [
        ...(['voteFor', 'voteAgainst'] as const).map((vote) => fill(t.act.lead[vote], { bill })),
      ];
      if (settled) for (const lead of voteAsks) await expect(main).not.toContainText(lead);

      const dialog = await openSenatorCall(page, language);
      await expect(dialog).toContainText(fill(contact.script.askBill[ask], { bill }));
      // The English script, which a Utah office answers in, asks the same.
      await expect(dialog).toContainText(fill(english.script.askBill[ask], { bill }));
      if (settled) {
        for (const vote of ['voteFor', 'voteAgainst'] as const) {
          await expect(dialog).not.toContainText(fill(contact.script.askBill[vote], { bill }));
          await expect(dialog).not.toContainText(fill(english.script.askBill[vote], { bill }));
        }
      }
    });
  }

  test(`${language}: "Bring a friend" on a bill page thanks nobody before the call, the call panel thanks after it`, async ({
    page,
  }) => {
    const share = shareTexts(language);
    await page.setViewportSize(DESKTOP);
    await page.goto(`${SITE}${prefix(language)}/legislature/2026gs-hb0012/`);
    const friend = page.getByRole('region', { name: share.title });
    await friend.scrollIntoViewIfNeeded();
    await expect(friend).toContainText(share.lead.bill);
    await expect(page.getByText(share.lead.call)).toHaveCount(0);
    await expect(page.getByText(contact.thanks)).toHaveCount(0);

    const dialog = await openSenatorCall(page, language);
    await expect(dialog).not.toContainText(contact.thanks);
    await dialog.getByRole('button', { name: contact.outcomes.callTalked }).click();
    await expect(dialog).toContainText(contact.thanks);
  });

  test(`${language}: the score card and a legislator's page mark each vote by our position, with its direction in words`, async ({
    page,
  }) => {
    const c = cardTexts(language);
    await page.setViewportSize(DESKTOP);
    await page.goto(`${SITE}${prefix(language)}/government/legislator-score-card/`);
    // The legend says what the marks mean, in words.
    const withMark = page.getByText(c.legend.with, { exact: true });
    const againstMark = page.getByText(c.legend.against, { exact: true });
    await expect(withMark).toBeVisible();
    expect(await markOf(withMark)).toContain('✓');
    expect(await markOf(againstMark)).toContain('✗');
    await expect(page.getByText(c.legend.words)).toBeVisible();

    const row = (name: string) =>
      page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    // Scored 0 %: voted for SB 34 and HJR 5, which we oppose, and against the three bills we
    // support. Every mark on the row is ✗, whichever way the vote went; the words say the way.
    // Two Boyd Deserets sit: the senator for district 3 scored 0 %.
    const zero = row('Boyd Deseret').filter({
      has: page.getByRole('cell', { name: '3', exact: true }),
    });
    const cell = (name: string) => ({ name, exact: true });
    await expect(zero.getByRole('cell', cell(`✗ ${c.votes.for}`))).toHaveCount(2);
    await expect(zero.getByRole('cell', cell(`✗ ${c.votes.against}`))).toHaveCount(3);
    await expect(zero.getByRole('cell', { name: /✓/ })).toHaveCount(0);
    // Scored 100 %: voted against SB 34 and HJR 5, which we oppose: ✓ beside "Voted against".
    const full = row('Marcus Wasatch');
    await expect(full.getByRole('cell', cell(`✓ ${c.votes.against}`))).toHaveCount(2);
    await expect(full.getByRole('cell', cell(`✓ ${c.votes.for}`))).toHaveCount(3);
    await expect(full.getByRole('cell', { name: /✗/ })).toHaveCount(0);

    // The legislator's page says it in words too: the vote, then how it counted.
    await page.goto(
      `${SITE}${prefix(language)}/government/legislator-score-card/senate-3-boyd-deseret/`,
    );
    const votes = page.getByRole('table');
    const sb34 = votes.getByRole('row', { name: /SB 34/ });
    await expect(sb34).toContainText(c.votes.for);
    await expect(sb34).toContainText(c.way.against);
    expect(await markOf(sb34.getByText(c.votes.for, { exact: true }))).toContain('✗');
    const hb12 = votes.getByRole('row', { name: /HB 12/ });
    await expect(hb12).toContainText(c.votes.against);
    await expect(hb12).toContainText(c.way.against);
    await page.goto(
      `${SITE}${prefix(language)}/government/legislator-score-card/senate-2-marcus-wasatch/`,
    );
    const withUs = page.getByRole('table').getByRole('row', { name: /SB 34/ });
    await expect(withUs).toContainText(c.votes.against);
    await expect(withUs).toContainText(c.way.with);
    expect(await markOf(withUs.getByText(c.votes.against, { exact: true }))).toContain('✓');
  });
}
