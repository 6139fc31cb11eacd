import React from 'react';
import { useForm } from 'react-hook-form';
import { screen } from '@testing-library/react';
import { renderWithI18n } from '../../test/render-with-i18n';
import { PhoneField } from './phone-field';
import { DIGITS_ONLY } from './phone-digits';

// The autofill tokens HTML allows on an input of type "tel" (the spec's "Tel" control group),
// with the optional section and address-type prefixes; "tel-national" and the other parts
// belong to text inputs, and the HTML checker rejected every form page for it (issue 53).
const ALLOWED_ON_TEL = /^(section-\S+ )?((home|work|mobile|fax|pager) )?tel$|^(on|off)$/;

const Phone = ({ digitsOnly = false }: { digitsOnly?: boolean }) => {
  const { register } = useForm<{ phone: string }>();
  return (
    <form>
      <PhoneField
        label="Phone"
        registration={register('phone')}
        {...(digitsOnly ? { keep: DIGITS_ONLY } : {})}
      />
    </form>
  );
};

describe('the phone field is valid HTML', () => {
  it.each([false, true])(
    'asks autofill only for what type="tel" allows (digits only: %s)',
    (digitsOnly) => {
      renderWithI18n(<Phone digitsOnly={digitsOnly} />);
      const field = screen.getByRole('textbox', { name: /phone/i });
      expect(field).toHaveAttribute('type', 'tel');
      expect(field.getAttribute('autocomplete')).toMatch(ALLOWED_ON_TEL);
    },
  );
});
