import React from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useFieldIds } from './field-ids';
import { useSettledError } from './use-settled-error';
import { FieldError } from './field-messages';
import * as styles from './field.module.css';

type NativeCheckboxProps = Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  'name' | 'onChange' | 'onBlur' | 'required' | 'children' | 'type'
>;

export interface CheckboxFieldProps extends NativeCheckboxProps {
  label: string;
  error?: string;
  /** Shown under the label; may hold links (kept out of the label, which must stay plain). */
  hint?: React.ReactNode;
  registration: UseFormRegisterReturn;
  required?: boolean;
  /** Passed by the kit's `fieldProps`; a choice has no "valid" styling, so it is unused. */
  showValid?: boolean;
  className?: string;
}

/** A checkbox with its label on the right, wired to react-hook-form (value: boolean). */
export const CheckboxField = ({
  label,
  error: fieldError,
  hint,
  registration,
  required,
  showValid: _showValid,
  className,
  id,
  ...input
}: CheckboxFieldProps) => {
  const error = useSettledError(fieldError);
  const ids = useFieldIds(hint ? 'hint' : undefined, error, id);
  return (
    <div className={[styles.check, className ?? ''].filter(Boolean).join(' ')}>
      <input
        {...input}
        {...registration}
        id={ids.inputId}
        type="checkbox"
        className={styles.box}
        aria-invalid={Boolean(error)}
        aria-required={required || undefined}
        aria-describedby={ids.describedBy}
      />
      <div>
        <label htmlFor={ids.inputId} className={styles.checkLabel}>
          {label}
        </label>
        {hint ? (
          <div id={ids.hintId} className={styles.hint}>
            {hint}
          </div>
        ) : null}
        <FieldError id={ids.errorId} error={error} />
      </div>
    </div>
  );
};
