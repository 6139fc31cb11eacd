import { useEffect, useRef } from 'react';

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * For what appears in answer to the visitor (search results): when it mounts, it is scrolled
 * into view and its heading takes the focus, as the form kit does for the first error, so
 * neither a phone user (results below the keyboard) nor a screen reader user is left behind.
 * The heading needs `tabIndex={-1}`. Smooth scrolling only for visitors who accept motion.
 */
export const useRevealOnMount = <T extends HTMLElement>() => {
  const heading = useRef<T>(null);
  useEffect(() => {
    const element = heading.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView?.({
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      block: 'start',
    });
  }, []);
  return heading;
};
