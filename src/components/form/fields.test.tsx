import React from 'react';
import { useForm } from 'react-hook-form';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../test/render-with-i18n';
import { TextField } from './text-field';
import { TextAreaField } from './text-area-field';
import { SelectField } from './select-field';
import { CheckboxField } from './checkbox-field';
import { RadioGroupField } from './radio-group-field';
import { CheckboxGroup } from './checkbox-group';

interface Values {
  email: string;
  comments: string;
  state: string;
  agree: boolean;
  optIn: string;
}

const Demo = ({
  errors = {},
  valid = false,
}: {
  errors?: Partial<Record<keyof Values, string>>;
  valid?: boolean;
}) => {
  const { register } = useForm<Values>({ defaultValues: { agree: false } });
  return (
    <form>
      <TextField
        label="Email"
        hint="We never share it."
        error={errors.email}
        registration={register('email')}
        type="email"
        maxLength={40}
        showValid={valid}
        required
      />
      <TextAreaField label="Comments" error={errors.comments} registration={register('comments')} />
      <SelectField
        label="State"
        placeholder="Choose…"
        options={[{ value: 'UT', label: 'Utah' }]}
        registration={register('state')}
        error={errors.state}
      />
      <CheckboxField
        label="I agree"
        hint={<a href="/terms-of-use/">Terms</a>}
        registration={register('agree')}
        error={errors.agree}
      />
      <RadioGroupField
        legend="May we contact you?"
        options={[
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]}
        registration={register('optIn')}
        error={errors.optIn}
        inline
      />
      <CheckboxGroup legend="Teams" error="Choose one." hint="Tick all that apply.">
        <CheckboxField label="Writing" registration={register('agree')} />
      </CheckboxGroup>
    </form>
  );
};

const describedByTexts = (element: HTMLElement): string[] =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '');

describe('the form kit fields', () => {
  it('labels each control and gives it the field name of the registration', () => {
    renderWithI18n(<Demo />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('name', 'email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxlength', '40');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Comments')).toHaveAttribute('name', 'comments');
    expect(screen.getByLabelText('State')).toHaveAttribute('name', 'state');
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveAttribute('name', 'agree');
    const group = screen.getByRole('radiogroup', { name: 'May we contact you?' });
    expect(within(group).getByRole('radio', { name: 'Yes' })).toHaveAttribute('name', 'optIn');
    expect(within(group).getByRole('radio', { name: 'No' })).toHaveAttribute('value', 'no');
  });

  it('reads the hint through aria-describedby and is not invalid without an error', () => {
    renderWithI18n(<Demo />);
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(describedByTexts(email)).toEqual(['We never share it.']);
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveAccessibleDescription('Terms');
  });

  it('shows each error as text, marks the control invalid and describes it with the error', () => {
    renderWithI18n(
      <Demo
        errors={{
          email: 'Valid email is required.',
          comments: 'Too short.',
          state: 'Pick one.',
          agree: 'Tick it.',
          optIn: 'Choose yes or no.',
        }}
      />,
    );
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(describedByTexts(email)).toEqual(['We never share it.', 'Valid email is required.']);
    expect(screen.getByText('Valid email is required.')).toBeVisible();
    expect(screen.getByLabelText('Comments')).toHaveAccessibleDescription('Too short.');
    expect(screen.getByLabelText('State')).toHaveAccessibleDescription('Pick one.');
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveAccessibleDescription(
      'Terms Tick it.',
    );
    const group = screen.getByRole('radiogroup', { name: 'May we contact you?' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose yes or no.');
  });

  it('offers the select options after an empty placeholder', () => {
    renderWithI18n(<Demo />);
    const options = within(screen.getByLabelText('State')).getAllByRole('option');
    expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['', 'Choose…'],
      ['UT', 'Utah'],
    ]);
  });

  it('groups checkboxes under a legend with the group error', () => {
    renderWithI18n(<Demo />);
    const group = screen.getByRole('group', { name: 'Teams' });
    expect(group).toHaveAccessibleDescription('Tick all that apply. Choose one.');
    expect(within(group).getByRole('checkbox', { name: 'Writing' })).toBeInTheDocument();
  });

  it('takes typing and ticks like any native control', async () => {
    renderWithI18n(<Demo />);
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.org');
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree' }));
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.org');
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeChecked();
  });

  it('styles a touched, valid field as valid, but an error always wins', () => {
    const { unmount } = renderWithI18n(<Demo valid />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('data-state', 'valid');
    unmount();
    renderWithI18n(<Demo valid errors={{ email: 'Valid email is required.' }} />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('data-state', 'invalid');
  });
});
