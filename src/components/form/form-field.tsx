import React from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useFieldIds } from './field-ids';
import { useSettledError } from './use-settled-error';
import { FieldError, FieldHint } from './field-messages';
import * as styles from './field.module.css';

/** What every labelled control takes besides its own native attributes. */
export interface FieldFrameProps {
  label: string;
  /** Translated text; `fieldProps(name)` of the form kit supplies it. */
  error?: string;
  hint?: string;
  /** `register('fieldName')`: its name becomes the control's name (the spec's field name). */
  registration: UseFormRegisterReturn;
  /** Green "valid" styling once the field was touched (the action email's rule). */
  showValid?: boolean;
  /** Marks the field as required for assistive technology (validation stays in the schema). */
  required?: boolean;
  className?: string;
  id?: string;
}

/** The attributes that tie a control to its label, hint, error and validity state. */
export interface ControlProps {
  id: string;
  'data-state': 'valid' | 'invalid' | undefined;
  'aria-invalid': boolean;
  'aria-required': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps extends Omit<FieldFrameProps, 'registration'> {
  children: (control: ControlProps) => React.ReactElement;
}

/**
 * The one field wrapper (in the spirit of shadcn/ui's form.tsx): label, hint, the control
 * the caller renders with the given attributes, and the error, all tied by generated ids.
 */
export const FormField = ({
  label,
  error: fieldError,
  hint,
  showValid = false,
  required,
  className,
  id,
  children,
}: FormFieldProps) => {
  const error = useSettledError(fieldError);
  const ids = useFieldIds(hint, error, id);
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={ids.inputId} className={styles.label}>
        {label}
      </label>
      <FieldHint id={ids.hintId} hint={hint} />
      {children({
        id: ids.inputId,
        'data-state': error ? 'invalid' : showValid ? 'valid' : undefined,
        'aria-invalid': Boolean(error),
        'aria-required': required || undefined,
        'aria-describedby': ids.describedBy,
      })}
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
};

/** Splits a field's props into the wrapper's and the native control's. */
export const splitFieldProps = <P extends FieldFrameProps>({
  label,
  error,
  hint,
  registration,
  showValid,
  required,
  className,
  id,
  ...native
}: P) => ({
  frame: { label, error, hint, showValid, required, className, id },
  registration,
  native,
});
