// Spec points 5 and 9, apart from the yup schema (which loads when the visitor starts on a form).
// The phone number follows the site's one rule, src/lib/phone.ts (issue 27).
export const CODE_LENGTH = 6;
