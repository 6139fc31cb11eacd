import { createContext, useContext } from 'react';
import type {
  FieldPath,
  FieldValues,
  RegisterOptions,
  UseFormReturn,
  UseFormRegisterReturn,
} from 'react-hook-form';

/** What `fieldProps(name)` gives a TextField, TextAreaField or SelectField. */
export interface BoundFieldProps {
  registration: UseFormRegisterReturn;
  error: string | undefined;
  showValid: boolean;
  required: boolean;
}

export type FieldPropsOf<V extends FieldValues> = (
  name: FieldPath<V>,
  options?: RegisterOptions<V, FieldPath<V>>,
) => BoundFieldProps;

/**
 * Registration, translated error and validity styling for one field, so a form names each
 * field once. Every field is required unless the form says `required={false}` after it.
 */
export const bindFieldProps =
  <V extends FieldValues>(
    form: UseFormReturn<V>,
    errorText: (key?: string) => string | undefined,
    showValidOnceTouched: boolean,
  ): FieldPropsOf<V> =>
  (name, options) => {
    // Passing formState subscribes the form to the errors and touched fields it reads.
    const { error, isTouched } = form.getFieldState(name, form.formState);
    return {
      registration: form.register(name, options),
      error: errorText(error?.message),
      showValid: showValidOnceTouched && isTouched,
      required: true,
    };
  };

// Lets the parts of a larger form (the action email's fieldsets, a volunteer step) bind
// their fields without passing the form down.
export const FieldPropsContext = createContext<FieldPropsOf<FieldValues> | null>(null);

export const useFieldProps = <V extends FieldValues>(): FieldPropsOf<V> => {
  const fieldProps = useContext(FieldPropsContext);
  if (!fieldProps) throw new Error('useFieldProps() is for fields inside a <SiteForm>.');
  return fieldProps as unknown as FieldPropsOf<V>;
};
