import React from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useFieldIds } from './field-ids';
import { useSettledError } from './use-settled-error';
import { FieldError, FieldHint } from './field-messages';
import * as styles from './field.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

type NativeSelectProps = Omit<
  React.SelectHTMLAttributes<HTMLSelectElement>,
  'name' | 'onChange' | 'onBlur' | 'required' | 'children'
>;

export interface SelectFieldProps extends NativeSelectProps {
  label: string;
  options: ReadonlyArray<SelectOption>;
  /** Text of a first, empty option ("Choose…"); omit when a value is always selected. */
  placeholder?: string;
  error?: string;
  hint?: string;
  registration: UseFormRegisterReturn;
  showValid?: boolean;
  required?: boolean;
  className?: string;
}

/** A labelled native select; same conventions as TextField. */
export const SelectField = ({
  label,
  options,
  placeholder,
  error: fieldError,
  hint,
  registration,
  showValid = false,
  required,
  className,
  id,
  ...select
}: SelectFieldProps) => {
  const error = useSettledError(fieldError);
  const ids = useFieldIds(hint, error, id);
  const state = error ? 'invalid' : showValid ? 'valid' : undefined;
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={ids.inputId} className={styles.label}>
        {label}
      </label>
      <FieldHint id={ids.hintId} hint={hint} />
      <select
        {...select}
        {...registration}
        id={ids.inputId}
        className={`${styles.control} ${styles.select}`}
        data-state={state}
        aria-invalid={Boolean(error)}
        aria-required={required || undefined}
        aria-describedby={ids.describedBy}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
};
