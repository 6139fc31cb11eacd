import { emailAddress, phoneNumber } from '../../../contract/contact-values';

/**
 * `tel:` built from the number the contract read (RFC 3966): `+` and digits, the extension
 * kept as `;ext=`. Null for a value that is not a phone number: it is shown as text only.
 */
export const telHref = (phone: string): string | null => {
  const parsed = phoneNumber(phone);
  if (!parsed) return null;
  return `tel:${parsed.number}${parsed.extension ? `;ext=${parsed.extension}` : ''}`;
};

/** `mailto:` for one plain address; null for anything else (shown as text only). */
export const mailtoHref = (email: string): string | null => {
  const address = emailAddress(email);
  return address ? `mailto:${address}` : null;
};
