import { useId } from 'react';

export interface FieldIds {
  inputId: string;
  hintId: string;
  errorId: string;
  /** Value for aria-describedby: the hint and the error that are shown, in reading order. */
  describedBy: string | undefined;
}

/** Stable ids (same on the server and in the browser) tying a field to its hint and error. */
export const useFieldIds = (hint?: string, error?: string, id?: string): FieldIds => {
  const generated = useId();
  const inputId = id ?? `field${generated.replace(/:/g, '')}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy =
    [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, describedBy };
};
