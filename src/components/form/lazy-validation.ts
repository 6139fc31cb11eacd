import type { FieldValues, Resolver } from 'react-hook-form';
import type { ObjectSchema } from 'yup';

/** A feature's yup schema, imported on demand: `() => import('./schema').then((m) => m.x)`. */
export type SchemaLoader<V extends FieldValues> = () => Promise<ObjectSchema<V>>;

export interface LazyValidation<V extends FieldValues> {
  /** Validates once the schema is in; until `load()` is first called it simply waits. */
  resolver: Resolver<V>;
  /** Starts the download (first interaction, idle time, submit); resolves with the schema. */
  load: () => Promise<ObjectSchema<V>>;
}

/**
 * yup and the resolver cost more to parse than the fields they check, so a form page
 * hydrates without them. The resolver never starts the download itself: react-hook-form
 * asks it on mount (for `isValid`), and that would fetch yup at once. A submit or a check
 * made before the code arrives waits for it; nothing is sent unvalidated.
 */
export const createLazyValidation = <V extends FieldValues>(
  loadSchema: SchemaLoader<V>,
): LazyValidation<V> => {
  let loading: Promise<{ schema: ObjectSchema<V>; resolver: Resolver<V> }> | null = null;
  let started: () => void = () => undefined;
  const startedOnce = new Promise<void>((resolve) => (started = resolve));

  const fetchBoth = () =>
    Promise.all([import('@hookform/resolvers/yup'), loadSchema()]).then(
      ([{ yupResolver }, schema]) => ({
        schema,
        resolver: yupResolver(schema) as unknown as Resolver<V>,
      }),
    );
  const start = () => {
    loading ??= fetchBoth().catch((error: unknown) => {
      // A failed download (a flaky network) is tried again on the next call.
      loading = null;
      throw error;
    });
    started();
    return loading;
  };

  return {
    resolver: async (values, context, options) => {
      await startedOnce;
      const { resolver } = await start();
      return resolver(values, context, options);
    },
    load: () => start().then(({ schema }) => schema),
  };
};
