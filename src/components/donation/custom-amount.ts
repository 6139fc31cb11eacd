// The one rule for an amount a donor types, on the home donate block and on the donate page.

export const MIN_CUSTOM_AMOUNT = 1;
/** An upper bound keeps a slipped finger (an extra zero or two) from reaching the payment page. */
export const MAX_CUSTOM_AMOUNT = 100000;

/**
 * A custom amount in whole dollars, or null when the text is not one (decimals, signs, blanks).
 * Refused rather than rounded: the payment page must never ask for a sum the donor did not type.
 */
export const parseWholeDollars = (text: string): number | null => {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const amount = Number(trimmed);
  return amount >= MIN_CUSTOM_AMOUNT && amount <= MAX_CUSTOM_AMOUNT ? amount : null;
};
