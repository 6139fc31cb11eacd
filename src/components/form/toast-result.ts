import { useCallback } from 'react';
import { isAbort } from '../../lib/api-error';
import { showToast, type ToastKind } from '../ui/toast';
import { useApiErrorText } from './api-error-text';

/**
 * A failed call shows the server's message (or, when it gave none, what
 * happened in the page's language) under the given, already translated title.
 */
export const useFailureToast = (): ((error: unknown, title: string, kind?: ToastKind) => void) => {
  const describe = useApiErrorText();
  return useCallback(
    (error, title, kind = 'error') => {
      if (isAbort(error)) return;
      void showToast({ kind, title, message: describe(error) });
    },
    [describe],
  );
};

export const toastSuccess = (title: string, message: string): void => {
  void showToast({ kind: 'success', title, message });
};
