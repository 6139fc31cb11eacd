// $250 a month or $3,000 once, for this year or next, in Utah only.
export const PLEDGE_AMOUNTS = [250, 3000] as const;
export type PledgeAmount = (typeof PLEDGE_AMOUNTS)[number];

export type PledgePeriod = 'monthly' | 'one-time';

/** Choosing 250 sets the period to monthly, 3000 to one-time. */
export const PERIOD_OF_AMOUNT: Record<PledgeAmount, PledgePeriod> = {
  250: 'monthly',
  3000: 'one-time',
};

export const DEFAULT_AMOUNT: PledgeAmount = 250;

export const STATE_UTAH = 'UT';

export const toPledgeAmount = (value: string | number): PledgeAmount =>
  Number(value) === 3000 ? 3000 : 250;

/** The pledge year offered: the current year (the default) and the next. */
export const pledgeYears = (now: Date = new Date()): [number, number] => {
  const year = now.getFullYear();
  return [year, year + 1];
};
