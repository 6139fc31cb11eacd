import React, { Suspense, lazy } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { MissingFieldsProps, NamedField } from './missing-fields';

export type { NamedField };

const MissingFields = lazy(() =>
  import('./missing-fields').then((module) => ({ default: module.MissingFields })),
);

/**
 * The list of what is still missing, loaded with the form's rules: on the first touch of the
 * form, or when the browser is idle a second after it appeared (use-lazy-validation.ts). So it
 * costs the page's first load nothing, and the server-rendered HTML has none (no mismatch).
 */
export const LazyMissingFields = <V extends FieldValues>(props: MissingFieldsProps<V>) => {
  if (!props.schema) return null;
  const List = MissingFields as unknown as React.ComponentType<MissingFieldsProps<V>>;
  return (
    <Suspense fallback={null}>
      <List {...props} />
    </Suspense>
  );
};
