import React from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PHONE_DIGITS, PHONE_INPUT_MAX_LENGTH, nationalDigits } from '../../lib/phone';
import { TextField, type TextFieldProps } from './text-field';

type PhoneFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength'> & {
  /**
   * `written` (the default): the number as people write it, "(801) 555-0123" or "+1 801 555 0123",
   * up to 20 characters; the schema (`lib/phone-schema.ts`) reads the ten digits out of it.
   * `digits`: a field that holds the ten digits only (the pledge's 10-character phone): the
   * punctuation and a leading country code are dropped as they are typed or pasted, so
   * "(801) 555-1234" is not cut to "(801) 555-" by the browser's length limit.
   */
  keep?: 'written' | 'digits';
};

/**
 * The phone number of every form: the site's one phone rule (`lib/phone.ts`), the telephone
 * keypad, and the national number offered by autofill. Takes `label`, `hint?` and the kit's
 * `fieldProps(name)` like any TextField.
 */
export const PhoneField = ({ keep = 'written', ...props }: PhoneFieldProps) => {
  if (keep === 'written')
    return (
      <TextField
        {...props}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={PHONE_INPUT_MAX_LENGTH}
      />
    );

  const { registration } = props;
  const keepDigits = (text: string) => nationalDigits(text).slice(0, PHONE_DIGITS);
  const digitsOnly: UseFormRegisterReturn = {
    ...registration,
    onChange: (event) => {
      const input = event.target as HTMLInputElement;
      input.value = keepDigits(input.value);
      return registration.onChange(event);
    },
  };
  // The browser cuts pasted text to maxLength before any input event: take its digits first,
  // then let the registration see the change as if they had been typed.
  const pasteDigits = (event: React.ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    input.value = `${input.value.slice(0, start)}${event.clipboardData.getData('text')}${input.value.slice(end)}`;
    void digitsOnly.onChange({ target: input, type: 'change' });
  };
  return (
    <TextField
      {...props}
      registration={digitsOnly}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={PHONE_DIGITS}
      onPaste={pasteDigits}
    />
  );
};
