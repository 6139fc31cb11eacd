import { boolean, object, string, type InferType } from 'yup';
import { usPhone } from '../../lib/phone-schema';
import { CODE_LENGTH } from './limits';

// The SMS forms' rules. Messages are keys under `errors.` in the `sms` namespace.

// Ten digits, however written: stricter than the spec's "at least 10 characters".
const phoneNumber = usPhone({ required: 'phoneRequired', invalid: 'phoneInvalid' });

export const signupSchema = object({
  phoneNumber,
  // Sent as the visitor set it (the spec: a boolean that starts false), not forced to true.
  textSignup: boolean().default(false).required(),
});

export const verifySchema = object({
  code: string().trim().required('codeRequired').length(CODE_LENGTH, 'codeLength'),
});

export const unsubscribeSchema = object({ phoneNumber });

export type SignupValues = InferType<typeof signupSchema>;
export type VerifyValues = InferType<typeof verifySchema>;
export type UnsubscribeValues = InferType<typeof unsubscribeSchema>;
