import React from 'react';
import * as styles from './form-status.module.css';

interface FormStatusProps {
  /** Form-level text (e.g. "Please correct the highlighted fields."); empty renders nothing visible. */
  message?: string;
  tone?: 'info' | 'error';
}

/**
 * A polite live region for messages about the whole form. It stays mounted even
 * when empty, because screen readers only announce changes to regions they know.
 */
export const FormStatus = ({ message = '', tone = 'info' }: FormStatusProps) => (
  <div
    role="status"
    aria-live="polite"
    className={message ? `${styles.status} ${styles[tone]}` : ''}
  >
    {message}
  </div>
);
