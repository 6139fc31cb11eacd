import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { buttonClassName, type ButtonVariant } from '../ui/button';
import { Spinner } from '../ui/loader';
import * as styles from './submit-button.module.css';

type NativeButtonProps = Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, 'type'>;

export interface SubmitButtonProps extends NativeButtonProps {
  /** While true the button is disabled, busy and shows a spinner; its label stays visible. */
  loading?: boolean;
  variant?: ButtonVariant;
  size?: 'normal' | 'large';
  /** Announced politely while loading; defaults to "Sending…" (namespace `form`). */
  loadingText?: string;
  type?: 'submit' | 'button';
}

/** The form's submit button (the spec: the loading flag disables it and shows a loader). */
export const SubmitButton = ({
  loading = false,
  disabled = false,
  variant = 'primary',
  size = 'normal',
  loadingText,
  type = 'submit',
  className,
  children,
  ...rest
}: SubmitButtonProps) => {
  const { t } = useTranslation('form');
  return (
    <>
      <button
        {...rest}
        type={type}
        disabled={disabled || loading}
        aria-busy={loading || undefined}
        className={buttonClassName({ variant, size, className })}
      >
        {loading && <Spinner size="small" />}
        <span>{children}</span>
      </button>
      {/* Mounted before it has text, so screen readers notice the change. */}
      <span role="status" className={styles.announcer}>
        {loading ? (loadingText ?? t('sending')) : ''}
      </span>
    </>
  );
};
