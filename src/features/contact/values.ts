import type { ContactRequest } from './api';
import type { ContactValues } from './schema';

// Kept apart from the yup schema, which loads only when the visitor starts on the form.

export const EMPTY_CONTACT: ContactValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  subject: '',
  comments: '',
  optIn: '',
};

export const toContactRequest = ({ optIn, ...rest }: ContactValues): ContactRequest => ({
  ...rest,
  optIn: optIn === 'yes',
});
