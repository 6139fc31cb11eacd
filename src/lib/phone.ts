// One reading of a phone number for every form that asks for one: the save-a-life
// pledge, text alerts, contact and volunteer. Visitors write US numbers many ways
// ("801-555-0123", "(801) 555-0123", "+1 801 555 0123", "1-801-555-0123"); all are the
// same ten digits. No yup here: the forms' schemas use `phone-schema.ts`, loaded with them.

export const PHONE_DIGITS = 10;

/** The spec's example (point 5: "shown in ten-digit dashed format"). */
export const PHONE_EXAMPLE = '801-555-0123';

/** Room for the usual ways of writing a number, "+1 (801) 555-0123" (17 characters) included. */
export const PHONE_INPUT_MAX_LENGTH = 20;

// Digits, spaces, dots, dashes, parentheses, and a plus sign only in front.
const USUAL_WRITING = /^\+?[\d\s().-]*$/;

/**
 * The digits typed, a leading US country code dropped. No US area code starts with 1, so a
 * leading 1 is always the country code, even before the rest of the number is typed.
 */
export const nationalDigits = (text: string): string => text.replace(/\D/g, '').replace(/^1/, '');

/** The ten digits of a US number written one of the usual ways, or null. */
export const usPhoneDigits = (text: string): string | null => {
  const trimmed = text.trim();
  if (!USUAL_WRITING.test(trimmed)) return null;
  const digits = nationalDigits(trimmed);
  return digits.length === PHONE_DIGITS ? digits : null;
};

/** Ten digits as the site sends a number: 801-555-0123. */
export const dashedPhone = (digits: string): string =>
  `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
