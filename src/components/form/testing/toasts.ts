import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

const toastHost = (): HTMLElement => {
  const host = document.getElementById('toast-host');
  if (!host) throw new Error('No toast has been shown');
  return host;
};

/** Waits for a toast with this title and message, as the visitor sees it. */
export const findToast = async (title: string, message: string): Promise<HTMLElement> => {
  let found: HTMLElement | undefined;
  await waitFor(
    () => {
      const bodies = within(toastHost()).getAllByText(message);
      found = bodies
        .map((body) => body.parentElement!)
        .find((toast) => within(toast).queryByText(title) !== null);
      expect(found).toBeDefined();
    },
    { timeout: 3000 },
  );
  return found!;
};

/** Removes every toast, so one test's toasts cannot satisfy the next test's expectations. */
export const clearToasts = async (): Promise<void> => {
  const { toast } = await import('react-toastify');
  act(() => toast.dismiss());
  const host = document.getElementById('toast-host');
  if (!host) return;
  // jsdom runs no CSS animations: end the exit animation by hand so the toasts unmount.
  await waitFor(() => {
    host.querySelectorAll('.Toastify__toast').forEach((node) => fireEvent.animationEnd(node));
    expect(host.textContent).toBe('');
  });
};

/** No toast is on screen. */
export const expectNoToast = (): void => {
  expect(document.getElementById('toast-host')?.textContent ?? '').toBe('');
  expect(screen.queryByRole('alert')).toBeNull();
};
