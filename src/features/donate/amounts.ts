// The donate page's amounts: the preset buttons and the Secret Santa cards. A typed amount
// follows components/donation/custom-amount.ts, shared with the home donate block.
export const PRESET_AMOUNTS = [20, 50, 100, 150, 200, 250, 500, 1000] as const;

/** Secret Santa cards, largest first; 0 means the donor decides on the donation page. */
export const CHRISTMAS_AMOUNTS = [2500, 2000, 1500, 1000, 500, 250, 200, 100, 50, 0] as const;

/**
 * Secret Santa cards from this amount up are gold: the four-figure gifts (1000 to 2500).
 * The rule is a threshold rather than a list so a new large amount is gold by itself.
 */
export const GOLD_FROM = 1000;

export type ChristmasTier = 'gold' | 'silver' | 'standard';

export const christmasTier = (amount: number): ChristmasTier =>
  amount === 0 ? 'silver' : amount >= GOLD_FROM ? 'gold' : 'standard';
