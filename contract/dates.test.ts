import { utahCalendarDay } from '../src/lib/dates';
import { isApiDate } from './dates';

// The contract and the pages read API dates with one rule: what the build lets through,
// a page can show, and what a page cannot show never passes the contract.
describe('API dates', () => {
  it.each(['2026-01-05', '2026-01-05T09:30', '2026-01-05T09:30:00Z', '2026-01-05T09:30:00-07:00'])(
    'takes %s, and a page shows it',
    (value) => {
      expect(isApiDate(value)).toBe(true);
      expect(utahCalendarDay(value)).not.toBeNull();
    },
  );

  it.each(['soon', '', '2026-02-30', '2026-13-01', '05/01/2026', ' 2026-01-05'])(
    'refuses %j',
    (value) => {
      expect(isApiDate(value)).toBe(false);
    },
  );
});
