import { useEffect, useMemo, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ObjectSchema } from 'yup';
import { createLazyValidation, type LazyValidation, type SchemaLoader } from './lazy-validation';

/** Idle time may never come on a busy phone: load anyway after this long. */
const IDLE_TIMEOUT_MS = 4000;

export interface FormInteractionHandlers {
  onFocus: () => void;
  onPointerDown: () => void;
  onInput: () => void;
}

export interface LazyValidationState<V extends FieldValues> extends LazyValidation<V> {
  /** The schema once it has arrived, for rules a form shows before submit (Next disabled). */
  schema: ObjectSchema<V> | undefined;
  /** Spread on the <form>: the first focus, press or keystroke inside starts the download. */
  interaction: FormInteractionHandlers;
}

const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, IDLE_TIMEOUT_MS);
  return () => window.clearTimeout(id);
};

/**
 * Idle time can come before the browser has shown what was just rendered: on the action email
 * the form mounts with the page's largest text, and downloads started then compete with its
 * paint (Lighthouse counts them in the LCP). Animation frames do not tell when a frame is on
 * screen, so the warm-up simply waits a while; the first touch of the form does not.
 */
const WARM_UP_DELAY_MS = 1000;

const whenIdleAfterAWhile = (run: () => void): (() => void) => {
  let cancel: () => void;
  const delay = window.setTimeout(() => (cancel = whenIdle(run)), WARM_UP_DELAY_MS);
  cancel = () => window.clearTimeout(delay);
  return () => cancel();
};

/**
 * The form's validation, loaded on the first interaction with the form or when the browser
 * is idle; `alsoLoad` starts, at the same moments, other code the form needs only once the
 * visitor sends (the API client).
 */
export const useLazyValidation = <V extends FieldValues>(
  loadSchema: SchemaLoader<V>,
  alsoLoad: () => void = () => undefined,
): LazyValidationState<V> => {
  // One loader per form for its whole life: the schema a form was given does not change.
  const [validation] = useState(() => createLazyValidation(loadSchema));
  const [schema, setSchema] = useState<ObjectSchema<V>>();
  const load = useMemo(
    () => () => {
      alsoLoad();
      return validation.load().then((loaded) => {
        setSchema(() => loaded);
        return loaded;
      });
    },
    [validation, alsoLoad],
  );
  useEffect(() => whenIdleAfterAWhile(() => void load().catch(() => undefined)), [load]);
  const interaction = useMemo(() => {
    const start = () => void load().catch(() => undefined);
    return { onFocus: start, onPointerDown: start, onInput: start };
  }, [load]);
  return { resolver: validation.resolver, load, schema, interaction };
};
