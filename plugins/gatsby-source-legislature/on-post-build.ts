import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../src/lib/site-languages';
import { hearingCalendar, type HearingBill } from './hearing-calendar';

/** The calendar names in `language`, from its content/locales legislature.json. */
const calendarNames = (root: string, language: string) => {
  const file = path.join(root, 'content', 'locales', language, 'legislature.json');
  const words = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    calendar: { all: string; bill: string };
  };
  return words.calendar;
};

/**
 * The hearings as calendar files beside the pages of each language: /legislature/hearings.ics
 * (every followed bill, to subscribe to) and /legislature/<bill>/hearing.ics (one bill), and
 * the same under /es/ and /pt/, named in that language and linking to its pages.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = ({ getNodesByType, store }) => {
  const bills = getNodesByType('LegislatureBill') as unknown as HearingBill[];
  if (bills.length === 0) return;
  const { program, config } = store.getState() as {
    program: { directory: string };
    config: { siteMetadata?: { siteUrl?: string } };
  };
  const siteUrl = (config.siteMetadata?.siteUrl ?? '').replace(/\/+$/, '');
  const stamp = new Date();
  for (const language of LANGUAGES) {
    const prefix = language === DEFAULT_LANGUAGE ? '' : `/${language}`;
    const names = calendarNames(program.directory, language);
    const dir = path.join(program.directory, 'public', prefix, 'legislature');
    const options = { siteUrl, stamp, language, prefix };
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'hearings.ics'),
      hearingCalendar(bills, { ...options, name: names.all }),
    );
    for (const bill of bills) {
      fs.mkdirSync(path.join(dir, bill.slug), { recursive: true });
      fs.writeFileSync(
        path.join(dir, bill.slug, 'hearing.ics'),
        hearingCalendar([bill], { ...options, name: names.bill.replace('{{bill}}', bill.label) }),
      );
    }
  }
};
