import React from 'react';
import * as styles from './field.module.css';

/** The hint under a label and the error under a control; both are read through aria-describedby. */
export const FieldHint = ({ id, hint }: { id: string; hint?: string }) =>
  hint ? (
    <p id={id} className={styles.hint}>
      {hint}
    </p>
  ) : null;

export const FieldError = ({ id, error }: { id: string; error?: string }) =>
  error ? (
    <p id={id} className={styles.error}>
      {error}
    </p>
  ) : null;
