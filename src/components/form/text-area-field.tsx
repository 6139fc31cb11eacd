import React from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useFieldIds } from './field-ids';
import { useSettledError } from './use-settled-error';
import { FieldError, FieldHint } from './field-messages';
import * as styles from './field.module.css';

type NativeTextAreaProps = Omit<
  React.TextareaHTMLAttributes<HTMLTextAreaElement>,
  'name' | 'onChange' | 'onBlur' | 'required' | 'children'
>;

export interface TextAreaFieldProps extends NativeTextAreaProps {
  label: string;
  error?: string;
  hint?: string;
  registration: UseFormRegisterReturn;
  showValid?: boolean;
  required?: boolean;
  className?: string;
}

/** A labelled multi-line input; same conventions as TextField. */
export const TextAreaField = ({
  label,
  error: fieldError,
  hint,
  registration,
  showValid = false,
  required,
  className,
  id,
  rows = 5,
  ...textarea
}: TextAreaFieldProps) => {
  const error = useSettledError(fieldError);
  const ids = useFieldIds(hint, error, id);
  const state = error ? 'invalid' : showValid ? 'valid' : undefined;
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={ids.inputId} className={styles.label}>
        {label}
      </label>
      <FieldHint id={ids.hintId} hint={hint} />
      <textarea
        {...textarea}
        {...registration}
        id={ids.inputId}
        rows={rows}
        className={`${styles.control} ${styles.textarea}`}
        data-state={state}
        aria-invalid={Boolean(error)}
        aria-required={required || undefined}
        aria-describedby={ids.describedBy}
      />
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
};
