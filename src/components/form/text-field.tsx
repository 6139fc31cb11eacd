import React from 'react';
import { FormField, splitFieldProps, type FieldFrameProps } from './form-field';
import * as styles from './field.module.css';

type NativeInputProps = Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  'name' | 'onChange' | 'onBlur' | 'required' | 'children' | 'id' | 'className'
>;

export type TextFieldProps = FieldFrameProps & NativeInputProps;

/** A labelled text input wired to react-hook-form, with hint, error and validity state. */
export const TextField = (props: TextFieldProps) => {
  const { frame, registration, native } = splitFieldProps(props);
  return (
    <FormField {...frame}>
      {(control) => (
        <input type="text" {...native} {...registration} {...control} className={styles.control} />
      )}
    </FormField>
  );
};
