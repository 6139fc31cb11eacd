import React from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useFieldIds } from './field-ids';
import { useSettledError } from './use-settled-error';
import { FieldError, FieldHint } from './field-messages';
import type { SelectOption } from './select-field';
import * as styles from './field.module.css';

export interface RadioGroupFieldProps {
  legend: string;
  options: ReadonlyArray<SelectOption>;
  error?: string;
  hint?: string;
  registration: UseFormRegisterReturn;
  required?: boolean;
  /** Passed by the kit's `fieldProps`; a choice has no "valid" styling, so it is unused. */
  showValid?: boolean;
  disabled?: boolean;
  /** Lay the options out side by side (short answers such as yes/no). */
  inline?: boolean;
  id?: string;
  className?: string;
}

/** Radios in a fieldset with a legend; the group carries the hint, the error and the validity. */
export const RadioGroupField = ({
  legend,
  options,
  error: fieldError,
  hint,
  registration,
  required,
  disabled,
  inline = false,
  id,
  className,
}: RadioGroupFieldProps) => {
  const error = useSettledError(fieldError);
  const ids = useFieldIds(hint, error, id);
  return (
    <fieldset
      role="radiogroup"
      className={[styles.group, className ?? ''].filter(Boolean).join(' ')}
      aria-invalid={Boolean(error)}
      aria-required={required || undefined}
      aria-describedby={ids.describedBy}
      disabled={disabled}
    >
      <legend className={styles.label}>{legend}</legend>
      <FieldHint id={ids.hintId} hint={hint} />
      <div className={inline ? styles.inlineOptions : styles.options}>
        {options.map((option) => (
          <div key={option.value} className={styles.check}>
            <input
              {...registration}
              id={`${ids.inputId}-${option.value}`}
              type="radio"
              value={option.value}
              className={styles.box}
            />
            <label htmlFor={`${ids.inputId}-${option.value}`} className={styles.checkLabel}>
              {option.label}
            </label>
          </div>
        ))}
      </div>
      <FieldError id={ids.errorId} error={error} />
    </fieldset>
  );
};
