import React from 'react';
import { AS_WRITTEN, type PhoneKeeping } from './phone-keeping';
import { TextField, type TextFieldProps } from './text-field';

type PhoneFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength'> & {
  /**
   * `AS_WRITTEN` (the default): the number as people write it; the schema
   * (`lib/phone-schema.ts`) reads the ten digits out of it. `DIGITS_ONLY`: a field that holds the
   * ten digits only (`phone-digits.ts`, in the pledge's scripts only).
   */
  keep?: PhoneKeeping;
};

/**
 * The phone number of every form: the site's one phone rule (`lib/phone.ts`), the telephone
 * keypad, and the national number offered by autofill. Takes `label`, `hint?` and the kit's
 * `fieldProps(name)` like any TextField.
 */
export const PhoneField = ({ keep = AS_WRITTEN, ...props }: PhoneFieldProps) => (
  <TextField
    {...props}
    {...keep.wrap(props.registration)}
    type="tel"
    inputMode={keep.inputMode}
    autoComplete="tel-national"
    maxLength={keep.maxLength}
  />
);
