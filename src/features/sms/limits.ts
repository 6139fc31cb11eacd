// Spec points 5 and 9, apart from the yup schema (which loads when the visitor starts on a form).
export const PHONE_MIN_LENGTH = 10;
export const PHONE_MAX_LENGTH = 14;
export const CODE_LENGTH = 6;
export const PHONE_EXAMPLE = '801-555-0123';
