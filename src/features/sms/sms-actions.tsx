import React, { useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { SubmitButton } from '../../components/form/submit-button';
import { LazyMissingFields, type NamedField } from '../../components/form/lazy-missing-fields';
import type { SiteForm } from '../../components/form/use-site-form';
import * as styles from './sms-widget.module.css';

interface SmsActionsProps<V extends FieldValues> {
  kit: SiteForm<V>;
  submitLabel: string;
  /** The fields Send waits for, named beside it while it is disabled. */
  required?: ReadonlyArray<NamedField<V>>;
  /** Another button beside Send (the unsubscribe form's Cancel). */
  children?: React.ReactNode;
}

/** Each SMS form's Send stays disabled until its value is valid or while loading. */
export const SmsActions = <V extends FieldValues>({
  kit,
  submitLabel,
  required = [],
  children,
}: SmsActionsProps<V>) => {
  const missingId = useId();
  const waiting = !kit.loading && !kit.form.formState.isValid;
  return (
    <div className={styles.actions}>
      <SubmitButton
        loading={kit.loading}
        disabled={!kit.form.formState.isValid}
        aria-describedby={waiting && kit.schema && required.length > 0 ? missingId : undefined}
      >
        {submitLabel}
      </SubmitButton>
      {children}
      <LazyMissingFields
        id={missingId}
        form={kit.form}
        schema={kit.schema}
        shown={waiting}
        fields={required}
      />
    </div>
  );
};
