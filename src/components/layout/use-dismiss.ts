import { useEffect, type RefObject } from 'react';

/**
 * Calls `onDismiss` on a pointer press outside `ref` or on Escape, while `active`.
 * An open mobile menu closes on an outside click.
 */
export const useDismiss = (ref: RefObject<HTMLElement>, active: boolean, onDismiss: () => void) => {
  useEffect(() => {
    if (!active) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) onDismiss();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [ref, active, onDismiss]);
};
