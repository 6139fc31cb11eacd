import React from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useFieldIds } from './field-ids';
import { useSettledError } from './use-settled-error';
import { FieldError, FieldHint } from './field-messages';
import * as styles from './field.module.css';

type NativeInputProps = Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  'name' | 'onChange' | 'onBlur' | 'required' | 'children'
>;

export interface TextFieldProps extends NativeInputProps {
  label: string;
  error?: string;
  hint?: string;
  /** `register('fieldName')`: its name becomes the input's name (the spec's field name). */
  registration: UseFormRegisterReturn;
  /** Green "valid" styling; pass `touchedFields.x` to show it once the field was touched. */
  showValid?: boolean;
  /** Marks the field as required for assistive technology (validation stays in the schema). */
  required?: boolean;
  className?: string;
}

/** A labelled text input wired to react-hook-form, with hint, error and validity state. */
export const TextField = ({
  label,
  error: fieldError,
  hint,
  registration,
  showValid = false,
  required,
  className,
  id,
  type = 'text',
  ...input
}: TextFieldProps) => {
  const error = useSettledError(fieldError);
  const ids = useFieldIds(hint, error, id);
  const state = error ? 'invalid' : showValid ? 'valid' : undefined;
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={ids.inputId} className={styles.label}>
        {label}
      </label>
      <FieldHint id={ids.hintId} hint={hint} />
      <input
        {...input}
        {...registration}
        id={ids.inputId}
        type={type}
        className={`${styles.control}`}
        data-state={state}
        aria-invalid={Boolean(error)}
        aria-required={required || undefined}
        aria-describedby={ids.describedBy}
      />
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
};
