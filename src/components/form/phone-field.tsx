import React from 'react';
import { PHONE_INPUT_MAX_LENGTH } from '../../lib/phone';
import type { PhoneKeeping } from './phone-digits';
import { TextField, type TextFieldProps } from './text-field';

type PhoneFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength'> & {
  /**
   * Without it: the number as people write it, "(801) 555-0123" or "+1 801 555 0123", up to 20
   * characters; the schema (`lib/phone-schema.ts`) reads the ten digits out of it.
   * `DIGITS_ONLY` (`phone-digits.ts`): a field that holds the ten digits only.
   */
  keep?: PhoneKeeping;
};

/**
 * The phone number of every form: the site's one phone rule (`lib/phone.ts`), the telephone
 * keypad, and the national number offered by autofill. Takes `label`, `hint?` and the kit's
 * `fieldProps(name)` like any TextField.
 */
export const PhoneField = ({ keep, ...props }: PhoneFieldProps) => (
  <TextField
    {...props}
    {...keep?.wrap(props.registration)}
    type="tel"
    inputMode={keep?.inputMode ?? 'tel'}
    autoComplete="tel-national"
    maxLength={keep?.maxLength ?? PHONE_INPUT_MAX_LENGTH}
  />
);
