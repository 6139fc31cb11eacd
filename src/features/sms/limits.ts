// The SMS forms' limits, apart from the yup schema (which loads when the visitor starts on a form).
// The phone number follows the site's one rule, src/lib/phone.ts.
export const CODE_LENGTH = 6;
