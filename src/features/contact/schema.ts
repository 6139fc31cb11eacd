import { object, string, type InferType } from 'yup';
import { emailAddress } from '../../lib/email-schema';
import { usPhone } from '../../lib/phone-schema';

// The contact form's rules. Messages are keys under `errors.` in the `contact-us` namespace.

export const contactSchema = object({
  firstName: string().trim().required('firstNameRequired'),
  lastName: string().trim().required('lastNameRequired'),
  email: emailAddress({ required: 'emailRequired', invalid: 'emailInvalid' }),
  phone: usPhone({ required: 'phoneRequired', invalid: 'phoneInvalid' }),
  subject: string().trim().required('subjectRequired'),
  comments: string().trim().required('commentsRequired'),
  // A radio pair: the visitor must say yes or no, nothing is pre-selected.
  optIn: string().required('optInRequired').oneOf(['yes', 'no'], 'optInRequired'),
});

export type ContactValues = InferType<typeof contactSchema>;
