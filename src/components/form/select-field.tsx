import React from 'react';
import { FormField, splitFieldProps, type FieldFrameProps } from './form-field';
import * as styles from './field.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

type NativeSelectProps = Omit<
  React.SelectHTMLAttributes<HTMLSelectElement>,
  'name' | 'onChange' | 'onBlur' | 'required' | 'children' | 'id' | 'className'
>;

export type SelectFieldProps = FieldFrameProps &
  NativeSelectProps & {
    options: ReadonlyArray<SelectOption>;
    /** Text of a first, empty option ("Choose…"); omit when a value is always selected. */
    placeholder?: string;
  };

/** A labelled native select; same conventions as TextField. */
export const SelectField = ({ options, placeholder, ...props }: SelectFieldProps) => {
  const { frame, registration, native } = splitFieldProps(props);
  return (
    <FormField {...frame}>
      {(control) => (
        <select
          {...native}
          {...registration}
          {...control}
          className={`${styles.control} ${styles.select}`}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
};
