import React from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useFieldIds } from './field-ids';
import { FieldHint } from './field-messages';
import * as styles from './switch-field.module.css';

type NativeCheckboxProps = Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  'name' | 'onChange' | 'onBlur' | 'required' | 'children' | 'type' | 'role'
>;

export interface SwitchFieldProps extends NativeCheckboxProps {
  label: string;
  hint?: string;
  /** `register('allowContact')`: the value is a boolean, like CheckboxField's. */
  registration: UseFormRegisterReturn;
  className?: string;
}

/**
 * An on/off toggle: a native checkbox with `role="switch"`, so it keeps keyboard (Space),
 * form and label behaviour, drawn as a track and thumb. For settings such as "allow contact".
 */
export const SwitchField = ({
  label,
  hint,
  registration,
  className,
  id,
  ...input
}: SwitchFieldProps) => {
  const ids = useFieldIds(hint, undefined, id);
  return (
    <div className={[styles.switchField, className ?? ''].filter(Boolean).join(' ')}>
      <input
        {...input}
        {...registration}
        id={ids.inputId}
        type="checkbox"
        role="switch"
        className={styles.toggle}
        aria-describedby={ids.describedBy}
      />
      <div>
        <label htmlFor={ids.inputId} className={styles.label}>
          {label}
        </label>
        <FieldHint id={ids.hintId} hint={hint} />
      </div>
    </div>
  );
};
