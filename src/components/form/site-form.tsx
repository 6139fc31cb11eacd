import React from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { FormStatus } from './form-status';
import { FieldPropsContext, type FieldPropsOf } from './field-props';
import type { SiteForm as SiteFormState } from './use-site-form';

type NativeFormProps = Omit<React.FormHTMLAttributes<HTMLFormElement>, 'noValidate' | 'children'>;

interface SiteFormProps<V extends FieldValues> extends NativeFormProps {
  /** What `useSiteForm` returned. */
  kit: SiteFormState<V>;
  /** The fields; they may bind themselves with `useFieldProps()`. */
  children: React.ReactNode;
  /** Below the form-level status: the buttons, and any note under them. */
  footer: React.ReactNode;
}

/**
 * The <form> of the kit: the schema validates (not the browser), the honeypot is in, and
 * the form-level status sits where screen readers hear it, just above the buttons.
 */
export const SiteForm = <V extends FieldValues>({
  kit,
  children,
  footer,
  onSubmit,
  ...form
}: SiteFormProps<V>) => (
  <FormProvider {...kit.form}>
    <FieldPropsContext.Provider value={kit.fieldProps as unknown as FieldPropsOf<FieldValues>}>
      <form
        noValidate
        onSubmit={onSubmit ?? ((event) => void kit.onSubmit(event))}
        {...kit.interaction}
        {...form}
      >
        <kit.guard.Honeypot />
        {children}
        <FormStatus message={kit.status} tone={kit.status ? 'error' : 'info'} />
        {footer}
      </form>
    </FieldPropsContext.Provider>
  </FormProvider>
);
