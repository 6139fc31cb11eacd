// What a toast says and how long it stays, apart from both the function that
// shows one (toast.ts) and the host that draws them (toast-host.tsx), which load separately.
export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface ToastMessage {
  kind: ToastKind;
  title: string;
  message: string;
}

export const TOAST_DURATION_MS = 5000;
