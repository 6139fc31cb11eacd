import type { UseFormRegisterReturn } from 'react-hook-form';
import { PHONE_DIGITS, nationalDigits } from '../../lib/phone';
import type { PhoneKeeping } from './phone-keeping';

const keepDigits = (text: string) => nationalDigits(text).slice(0, PHONE_DIGITS);

/**
 * For a field that holds the ten digits only (the pledge's 10-character phone): punctuation and
 * a leading country code are dropped as they are typed or pasted, so "(801) 555-1234" is not cut
 * to "(801) 555-" by the browser's length limit.
 */
export const DIGITS_ONLY: PhoneKeeping = {
  inputMode: 'numeric',
  maxLength: PHONE_DIGITS,
  wrap: (registration) => {
    const onChange: UseFormRegisterReturn['onChange'] = (event) => {
      const input = event.target as HTMLInputElement;
      input.value = keepDigits(input.value);
      return registration.onChange(event);
    };
    return {
      registration: { ...registration, onChange },
      // The browser cuts pasted text to maxLength before any input event: take the whole text,
      // then let the registration keep its digits as if they had been typed.
      onPaste: (event) => {
        event.preventDefault();
        const input = event.currentTarget;
        // In place of the selection, as a paste would put it, however long.
        input.setRangeText(event.clipboardData.getData('text'));
        void onChange({ target: input, type: 'change' });
      },
    };
  },
};
