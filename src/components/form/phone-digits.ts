import type { UseFormRegisterReturn } from 'react-hook-form';
import { PHONE_DIGITS, nationalDigits } from '../../lib/phone';
import type { PhoneKeeping } from './phone-field';

/**
 * For a field that holds the ten digits only (the pledge's 10-character phone): punctuation and
 * a leading country code are dropped as they are typed or pasted, so "(801) 555-1234" is not cut
 * to "(801) 555-" by the browser's length limit.
 */
export const DIGITS_ONLY: PhoneKeeping = (registration) => {
  const onChange: UseFormRegisterReturn['onChange'] = (event) => {
    const input = event.target as HTMLInputElement;
    input.value = nationalDigits(input.value).slice(0, PHONE_DIGITS);
    return registration.onChange(event);
  };
  return {
    registration: { ...registration, onChange },
    inputMode: 'numeric',
    maxLength: PHONE_DIGITS,
    // The browser cuts pasted text to maxLength before any input event: put the whole text in
    // place of the selection, then let the registration keep its digits as if typed.
    onPaste: (event) => {
      event.preventDefault();
      const input = event.currentTarget;
      input.setRangeText(event.clipboardData.getData('text'));
      void onChange({ target: input, type: 'change' });
    },
  };
};
