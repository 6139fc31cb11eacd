import type React from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { nationalDigits } from '../../lib/phone';

/**
 * A registration that keeps only digits, as they are typed or pasted. The spec caps the
 * phone at 10 characters; people type "(801) 555-1234", which the browser would cut to
 * "(801) 555-". Dropping the punctuation as it arrives lets the whole number fit, and
 * dropping a leading country code ("+1", "1-") keeps it from pushing out the last digit.
 */
export const digitsOnly = (
  registration: UseFormRegisterReturn,
  maxLength: number,
  setValue: (value: string) => void,
): UseFormRegisterReturn & { onPaste: React.ClipboardEventHandler<HTMLInputElement> } => ({
  ...registration,
  onChange: (event) => {
    const input = event.target as HTMLInputElement;
    input.value = nationalDigits(input.value).slice(0, maxLength);
    return registration.onChange(event);
  },
  // The browser cuts pasted text to maxLength before any input event: take its digits first.
  onPaste: (event) => {
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    const pasted = event.clipboardData.getData('text');
    const next = `${input.value.slice(0, start)}${pasted}${input.value.slice(end)}`;
    setValue(nationalDigits(next).slice(0, maxLength));
  },
});
