import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { hearingCalendar, type HearingBill } from './hearing-calendar';

/**
 * The hearings as calendar files beside the pages: /legislature/hearings.ics (every followed
 * bill, to subscribe to) and /legislature/<bill>/hearing.ics (one bill).
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = ({ getNodesByType, store }) => {
  const bills = getNodesByType('LegislatureBill') as unknown as HearingBill[];
  if (bills.length === 0) return;
  const { program, config } = store.getState() as {
    program: { directory: string };
    config: { siteMetadata?: { siteUrl?: string } };
  };
  const siteUrl = (config.siteMetadata?.siteUrl ?? '').replace(/\/+$/, '');
  const dir = path.join(program.directory, 'public', 'legislature');
  const stamp = new Date();
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'hearings.ics'),
    hearingCalendar(bills, { name: 'Pro-Life Utah: bill hearings', siteUrl, stamp }),
  );
  for (const bill of bills) {
    fs.mkdirSync(path.join(dir, bill.slug), { recursive: true });
    fs.writeFileSync(
      path.join(dir, bill.slug, 'hearing.ics'),
      hearingCalendar([bill], { name: `Pro-Life Utah: ${bill.label}`, siteUrl, stamp }),
    );
  }
};
