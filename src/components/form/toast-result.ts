import { showToast, type ToastKind } from '../ui/toast';

/**
 * Spec point 8: a failed call shows the server's message (read by apiRequest from
 * `message` or `Message`) under the given, already translated title.
 */
export const toastFailure = (error: unknown, title: string, kind: ToastKind = 'error'): void => {
  if ((error as Error)?.name === 'AbortError') return;
  const message = error instanceof Error ? error.message : String(error);
  void showToast({ kind, title, message });
};

export const toastSuccess = (title: string, message: string): void => {
  void showToast({ kind: 'success', title, message });
};
