// Apart from the yup schema, which loads only when the visitor starts on the form.

/** The pledge's field lengths; the browser enforces them too through maxLength. */
export const PLEDGE_LIMITS = {
  name: 75,
  email: 150,
  phone: 10,
  address: 100,
  city: 50,
  zip: 5,
} as const;

/** Submit needs name, email, phone, address, city and zip. */
export const REQUIRED_FOR_SUBMIT = ['name', 'email', 'phone', 'address', 'city', 'zip'] as const;

export const hasRequiredValues = (
  values: Partial<Record<(typeof REQUIRED_FOR_SUBMIT)[number], string>>,
): boolean => REQUIRED_FOR_SUBMIT.every((field) => (values[field] ?? '').trim() !== '');
