import React from 'react';
import { useFieldIds } from './field-ids';
import { useSettledError } from './use-settled-error';
import { FieldError, FieldHint } from './field-messages';
import * as styles from './field.module.css';

interface CheckboxGroupProps {
  legend: string;
  error?: string;
  hint?: string;
  id?: string;
  className?: string;
  /** CheckboxFields (and any field that belongs to the group, such as an "other" text). */
  children: React.ReactNode;
}

/** A fieldset of checkboxes with one rule for the group ("choose at least one"). */
export const CheckboxGroup = ({
  legend,
  error: fieldError,
  hint,
  id,
  className,
  children,
}: CheckboxGroupProps) => {
  const error = useSettledError(fieldError);
  const ids = useFieldIds(hint, error, id);
  return (
    <fieldset
      id={ids.inputId}
      tabIndex={-1}
      className={[styles.group, error ? styles.groupInvalid : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      aria-describedby={ids.describedBy}
    >
      <legend className={styles.label}>{legend}</legend>
      <FieldHint id={ids.hintId} hint={hint} />
      <div className={styles.options}>{children}</div>
      <FieldError id={ids.errorId} error={error} />
    </fieldset>
  );
};
