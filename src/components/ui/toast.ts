import type { ToastMessage } from './toast-message';

// Toasts: 5000 ms, top right, newest on top, tap to dismiss.
// react-toastify and its CSS load on the first toast only, so pages that never
// show one never pay for it.
export type { ToastKind, ToastMessage } from './toast-message';

let host: Promise<(toast: ToastMessage) => void> | null = null;

export const showToast = (toast: ToastMessage): Promise<void> => {
  host ??= import('./toast-host').then((module) => module.mountToastHost());
  return host.then((show) => show(toast));
};

/**
 * A new attempt (a form sent again, another search) takes away the toasts of the one before
 * it, so an old "Error" never stands beside the "Success" that follows. Nothing to load when
 * no toast was ever shown.
 */
export const dismissToasts = (): void => {
  if (!host) return;
  void host.then(() => import('./toast-host')).then((module) => module.dismissAllToasts());
};
