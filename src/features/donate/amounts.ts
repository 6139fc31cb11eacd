// Spec point 9's donation constants.
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

export const MIN_CUSTOM_AMOUNT = 1;
/** An upper bound keeps a slipped finger (an extra zero or two) from reaching the payment page. */
export const MAX_CUSTOM_AMOUNT = 100000;

/** A custom amount in whole dollars, or null when the text is not one (decimals, signs, blanks). */
export const parseWholeDollars = (text: string): number | null => {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const amount = Number(trimmed);
  return amount >= MIN_CUSTOM_AMOUNT && amount <= MAX_CUSTOM_AMOUNT ? amount : null;
};
