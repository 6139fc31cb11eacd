import React, { useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { SiteForm } from './site-form';
import { SubmitButton } from './submit-button';
import { LazyMissingFields, type NamedField } from './lazy-missing-fields';
import type { SiteForm as SiteFormState } from './use-site-form';
import * as styles from './submit-form.module.css';

interface SubmitFormProps<V extends FieldValues> {
  kit: SiteFormState<V>;
  submitLabel: string;
  /** The fields the submit button waits for, named beside it while it is disabled. */
  waitsFor?: ReadonlyArray<NamedField<V>>;
  /** Another button beside the submit button (a Cancel). */
  beside?: React.ReactNode;
  /** The fields. */
  children: React.ReactNode;
}

/**
 * A small form whose footer is one submit button, disabled until the form is valid or while
 * it sends, with the missing fields named beside it (the SMS forms).
 */
export const SubmitForm = <V extends FieldValues>({
  kit,
  submitLabel,
  waitsFor = [],
  beside,
  children,
}: SubmitFormProps<V>) => {
  const missingId = useId();
  const waiting = !kit.loading && !kit.form.formState.isValid;
  return (
    <SiteForm
      kit={kit}
      footer={
        <div className={styles.actions}>
          <SubmitButton
            loading={kit.loading}
            disabled={!kit.form.formState.isValid}
            aria-describedby={waiting && kit.schema && waitsFor.length > 0 ? missingId : undefined}
          >
            {submitLabel}
          </SubmitButton>
          {beside}
          <LazyMissingFields
            id={missingId}
            form={kit.form}
            schema={kit.schema}
            shown={waiting}
            fields={waitsFor}
          />
        </div>
      }
    >
      {children}
    </SiteForm>
  );
};
