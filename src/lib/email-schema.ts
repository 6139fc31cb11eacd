import { string } from 'yup';

// The yup rule of every e-mail field, apart from the forms so each keeps its own messages.

/**
 * yup's `email()` accepts `ana@example`: an address on a machine, never one that receives mail
 * from the Internet. The domain must have a dot, with something on both sides of each dot.
 */
export const hasDottedDomain = (value: string): boolean => {
  const domain = value.slice(value.lastIndexOf('@') + 1);
  return value.includes('@') && /^[^.\s@]+(\.[^.\s@]+)+$/.test(domain);
};

/**
 * A required e-mail address with a dotted domain; `invalid` is the form's message key for a
 * wrong address (the spec's wording stays the form's own), `required` for an empty one.
 */
export const emailAddress = ({ required, invalid }: { required: string; invalid: string }) =>
  string()
    .trim()
    .required(required)
    .email(invalid)
    .test('dotted-domain', invalid, (value) => !value || hasDottedDomain(value));
