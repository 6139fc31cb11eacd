import React from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { ToastContainer, toast } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import './toast-theme.css';
import { TOAST_DURATION_MS, type ToastMessage } from './toast-message';
import * as styles from './toast-host.module.css';

const ToastBody = ({ title, message }: Pick<ToastMessage, 'title' | 'message'>) => (
  <div>
    <strong className={styles.title}>{title}</strong>
    {/* Server messages are shown as text, never as HTML. */}
    <p className={styles.message}>{message}</p>
  </div>
);

/** Mounts one ToastContainer outside the page tree and returns the function that shows a toast. */
export const mountToastHost = (): ((toast: ToastMessage) => void) => {
  const element = document.createElement('div');
  element.id = 'toast-host';
  document.body.appendChild(element);
  flushSync(() => {
    createRoot(element).render(
      <ToastContainer
        position="top-right"
        autoClose={TOAST_DURATION_MS}
        newestOnTop
        closeOnClick
        pauseOnFocusLoss={false}
        theme="colored"
      />,
    );
  });
  return ({ kind, title, message }) => {
    toast(<ToastBody title={title} message={message} />, {
      type: kind,
      role: kind === 'error' || kind === 'warning' ? 'alert' : 'status',
    });
  };
};

/** Every toast on screen or waiting to show goes (see dismissToasts in toast.ts). */
export const dismissAllToasts = (): void => {
  toast.dismiss();
};
