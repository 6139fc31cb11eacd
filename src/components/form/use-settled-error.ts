import { useEffect, useReducer, useRef } from 'react';

// An error that appears when a field loses focus must not move what the visitor is
// pressing at that moment: the field blurs on pointerdown, the error pushes the page
// down, and the click (which ends on pointerup) misses its target. So an error that
// arrives while a pointer is down waits until the press is over.

let pointerDown = false;
let listening = false;
const waiting = new Set<() => void>();

const release = () => {
  pointerDown = false;
  // After the task that dispatches pointerup, mouseup and click: the click has landed.
  window.setTimeout(() => {
    waiting.forEach((show) => show());
    waiting.clear();
  }, 0);
};

const listen = () => {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('pointerdown', () => (pointerDown = true), true);
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
};

/** `error`, except that a new one is held back while the visitor is pressing something. */
export const useSettledError = (error?: string): string | undefined => {
  const shown = useRef(error);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(listen, []);
  // Decided during render, so clearing an error or showing one with no press is immediate.
  const arriving = Boolean(error) && !shown.current;
  if (!arriving || !pointerDown) shown.current = error;
  useEffect(() => {
    if (shown.current === error) return undefined;
    waiting.add(rerender);
    return () => {
      waiting.delete(rerender);
    };
  }, [error]);
  return shown.current;
};
