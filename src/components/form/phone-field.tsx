import React from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PHONE_INPUT_MAX_LENGTH } from '../../lib/phone';
import { TextField, type TextFieldProps } from './text-field';

/** What a way of keeping the number changes on the field: see `DIGITS_ONLY` (phone-digits.ts). */
export type PhoneKeeping = (registration: UseFormRegisterReturn) => Partial<TextFieldProps>;

// The number as people write it, "(801) 555-0123" or "+1 801 555 0123": the schema
// (`lib/phone-schema.ts`) reads the ten digits out of it.
const asWritten: PhoneKeeping = () => ({});

/**
 * The phone number of every form: the site's one phone rule (`lib/phone.ts`), the telephone
 * keypad, and the visitor's number offered by autofill. HTML allows only `tel` on a type="tel"
 * input (`tel-national` and the other parts are for text inputs); a "+1" it may bring is
 * dropped by the schema and by `DIGITS_ONLY`. Takes `label`, `hint?` and the kit's
 * `fieldProps(name)` like any TextField; `keep={DIGITS_ONLY}` for a field that holds the ten
 * digits only (`phone-digits.ts`, in the pledge's scripts only).
 */
export const PhoneField = ({
  keep = asWritten,
  ...props
}: Omit<TextFieldProps, 'type' | 'autoComplete'> & { keep?: PhoneKeeping }) => (
  <TextField
    inputMode="tel"
    maxLength={PHONE_INPUT_MAX_LENGTH}
    {...props}
    {...keep(props.registration)}
    type="tel"
    autoComplete="tel"
  />
);
