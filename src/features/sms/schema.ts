import { boolean, object, string, type InferType } from 'yup';

// Spec points 5 and 9. Messages are keys under `errors.` in the `sms` namespace.
export const PHONE_MIN_LENGTH = 10;
export const PHONE_MAX_LENGTH = 14;
export const CODE_LENGTH = 6;
export const PHONE_EXAMPLE = '801-555-0123';

const phoneNumber = string()
  .trim()
  .required('phoneRequired')
  .min(PHONE_MIN_LENGTH, 'phoneTooShort')
  .max(PHONE_MAX_LENGTH, 'phoneTooLong');

export const signupSchema = object({
  phoneNumber,
  // Sent as the visitor set it (spec point 3: a boolean that starts false), not forced to true.
  textSignup: boolean().default(false).required(),
});

export const verifySchema = object({
  code: string().trim().required('codeRequired').length(CODE_LENGTH, 'codeLength'),
});

export const unsubscribeSchema = object({ phoneNumber });

export type SignupValues = InferType<typeof signupSchema>;
export type VerifyValues = InferType<typeof verifySchema>;
export type UnsubscribeValues = InferType<typeof unsubscribeSchema>;
