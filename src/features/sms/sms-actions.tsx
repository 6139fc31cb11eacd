import React from 'react';
import type { FieldValues } from 'react-hook-form';
import { SubmitButton } from '../../components/form/submit-button';
import type { SiteForm } from '../../components/form/use-site-form';
import * as styles from './sms-widget.module.css';

interface SmsActionsProps<V extends FieldValues> {
  kit: SiteForm<V>;
  submitLabel: string;
  /** Another button beside Send (the unsubscribe form's Cancel). */
  children?: React.ReactNode;
}

/** Each SMS form's Send stays disabled until its value is valid or while loading. */
export const SmsActions = <V extends FieldValues>({
  kit,
  submitLabel,
  children,
}: SmsActionsProps<V>) => (
  <div className={styles.actions}>
    <SubmitButton loading={kit.loading} disabled={!kit.form.formState.isValid}>
      {submitLabel}
    </SubmitButton>
    {children}
  </div>
);
