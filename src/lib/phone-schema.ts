import { string } from 'yup';
import { dashedPhone, usPhoneDigits } from './phone';

// The yup rule of every phone field, apart from phone.ts so that yup loads only
// with a form's schema. Message arguments are the form's own translation keys.

interface PhoneMessages {
  required: string;
  /** Says what is expected: ten digits, for example 801-555-0123, a leading +1 allowed. */
  invalid: string;
}

/**
 * A required US phone number. The value sent is the number without its country code, as
 * `801-555-0123`, or as ten bare digits where the API's field holds ten characters.
 */
export const usPhone = (
  { required, invalid }: PhoneMessages,
  format: 'dashed' | 'digits' = 'dashed',
) =>
  string()
    .trim()
    .required(required)
    .transform((value: string) => {
      const digits = usPhoneDigits(value);
      if (digits === null) return value;
      return format === 'digits' ? digits : dashedPhone(digits);
    })
    .test('us-phone', invalid, (value) => usPhoneDigits(value ?? '') !== null);
