import type React from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PHONE_INPUT_MAX_LENGTH } from '../../lib/phone';

/** How a PhoneField keeps what is typed: `AS_WRITTEN` here, or `DIGITS_ONLY` (phone-digits.ts). */
export interface PhoneKeeping {
  inputMode: 'tel' | 'numeric';
  maxLength: number;
  wrap: (registration: UseFormRegisterReturn) => {
    registration?: UseFormRegisterReturn;
    onPaste?: React.ClipboardEventHandler<HTMLInputElement>;
  };
}

/** The number as people write it, "(801) 555-0123" or "+1 801 555 0123", up to 20 characters. */
export const AS_WRITTEN: PhoneKeeping = {
  inputMode: 'tel',
  maxLength: PHONE_INPUT_MAX_LENGTH,
  wrap: () => ({}),
};
