import React from 'react';
import * as styles from './field.module.css';

/** The hint under a label and the error under a control; both are read through aria-describedby. */
export const FieldHint = ({ id, hint }: { id: string; hint?: string }) =>
  hint ? (
    <p id={id} className={styles.hint}>
      {hint}
    </p>
  ) : null;

interface FieldErrorProps {
  id: string;
  error?: string;
  /**
   * Keep a line free for the error even when there is none. An error that appears on blur
   * would otherwise push down what the visitor is clicking at that moment, and the click,
   * which ends after the re-render, would miss it.
   */
  reserveSpace?: boolean;
}

export const FieldError = ({ id, error, reserveSpace = false }: FieldErrorProps) => {
  const message = error ? (
    <p id={id} className={styles.error}>
      {error}
    </p>
  ) : null;
  return reserveSpace ? <div className={styles.errorSlot}>{message}</div> : message;
};
