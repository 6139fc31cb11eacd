import React from 'react';
import { FormField, splitFieldProps, type FieldFrameProps } from './form-field';
import * as styles from './field.module.css';

type NativeTextAreaProps = Omit<
  React.TextareaHTMLAttributes<HTMLTextAreaElement>,
  'name' | 'onChange' | 'onBlur' | 'required' | 'children' | 'id' | 'className'
>;

export type TextAreaFieldProps = FieldFrameProps & NativeTextAreaProps;

/** A labelled multi-line input; same conventions as TextField. */
export const TextAreaField = (props: TextAreaFieldProps) => {
  const { frame, registration, native } = splitFieldProps(props);
  return (
    <FormField {...frame}>
      {(control) => (
        <textarea
          rows={5}
          {...native}
          {...registration}
          {...control}
          className={`${styles.control} ${styles.textarea}`}
        />
      )}
    </FormField>
  );
};
