import React from 'react';
import { useWatch, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import * as styles from './missing-fields.module.css';

export interface NamedField<V extends FieldValues> {
  name: FieldPath<V>;
  /** The field's label as the visitor reads it. */
  label: string;
}

export interface MissingFieldsProps<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** Which fields the submit button waits for, in the order they appear. */
  fields: ReadonlyArray<NamedField<V>>;
  /** The submit button is disabled for want of them (false while sending). */
  shown: boolean;
  /** The form's rules once loaded: a filled but wrong value (`ana@example`) is missing too. */
  schema?: AnyObjectSchema;
  /** For the button's `aria-describedby`. */
  id?: string;
}

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const isMissing = (schema: AnyObjectSchema | undefined, name: string, values: unknown) => {
  const value = (values as Record<string, unknown>)[name];
  if (isBlank(value)) return true;
  if (!schema) return false;
  try {
    schema.validateSyncAt(name, values);
    return false;
  } catch {
    return true;
  }
};

/**
 * The spec keeps a form's submit button disabled until the form is valid, and errors show only
 * on fields the visitor has left: someone who skipped a field saw a grey button and no reason.
 * Beside the button, this names what is still missing; each name takes the focus to its field.
 */
export const MissingFields = <V extends FieldValues>({
  form,
  fields,
  shown,
  schema,
  id,
}: MissingFieldsProps<V>) => {
  const { t } = useTranslation('form');
  const values = useWatch({ control: form.control });
  const missing = fields.filter((field) => isMissing(schema, field.name, values));
  if (!shown || missing.length === 0) return null;
  return (
    <div id={id} className={styles.missing}>
      <p className={styles.intro}>{t('missing.intro')}</p>
      <ul className={styles.list}>
        {missing.map((field) => (
          <li key={field.name}>
            <button
              type="button"
              className={styles.field}
              onClick={() => form.setFocus(field.name, { shouldSelect: false })}
            >
              {field.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
};
