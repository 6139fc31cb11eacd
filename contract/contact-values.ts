// The contact values of a record (a legislator's e-mail and phone) as the contract reads them.
// The API sends free text; only what passes here may become a mailto: or tel: link, so a value
// like `rep@x.gov?bcc=someone@else` never adds a recipient to a constituent's message.

/** One plain address: no query (`?`), list (`,`), spaces or percent signs, a dotted domain. */
const EMAIL =
  /^[A-Za-z0-9._+'-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

/** The address, trimmed, when the value is one plain e-mail address; otherwise null. */
export function emailAddress(value: string): string | null {
  const address = value.trim();
  return address.length <= 254 && EMAIL.test(address) ? address : null;
}

export interface PhoneNumber {
  /** The number in international form: `+` and digits (a ten-digit US number gets its +1). */
  number: string;
  /** An extension dialled after the call connects, digits only; null without one. */
  extension: string | null;
}

// "(900) 555-0000;ext=9", "900-555-0000 ext. 9", "900.555.0000 x9", "9005550000 #9".
const PHONE =
  /^([+\d\s().-]+?)\s*(?:(?:;\s*ext\s*=|,?\s*(?:ext(?:ension)?\.?|x|#))\s*(\d{1,6}))?$/i;

/** The number and extension, when the value is a phone number; otherwise null. */
export function phoneNumber(value: string): PhoneNumber | null {
  const match = PHONE.exec(value.trim());
  if (!match) return null;
  const main = match[1] ?? '';
  // A `+` only leads; the rest is punctuation people write between digits.
  if (main.indexOf('+') > 0 || (main.match(/\+/g) ?? []).length > 1) return null;
  const digits = main.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return null;
  const international = main.trim().startsWith('+')
    ? `+${digits}`
    : digits.length === 10
      ? `+1${digits}`
      : digits.length === 11 && digits.startsWith('1')
        ? `+${digits}`
        : digits;
  return { number: international, extension: match[2] ?? null };
}
