import { useEffect, useRef, useState } from 'react';

// Impact numbers count up from 0 over 5000 ms (not the directive's 2000 ms default).
export const COUNT_UP_DURATION_MS = 5000;

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const easeOutCubic = (progress: number): number => 1 - (1 - progress) ** 3;

/**
 * Counts from 0 to `target` once the element enters the viewport. The server
 * renders the final figure (for readers without JavaScript); visitors who prefer
 * reduced motion get it at once.
 */
export const useCountUp = <T extends HTMLElement>(
  target: number,
  duration = COUNT_UP_DURATION_MS,
) => {
  const ref = useRef<T>(null);
  const [value, setValue] = useState(target);

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || typeof IntersectionObserver === 'undefined')
      return undefined;
    let frame = 0;
    setValue(0);
    const animate = (start: number) => {
      const step = (now: number) => {
        const progress = Math.min(1, (now - start) / duration);
        setValue(Math.round(target * easeOutCubic(progress)));
        if (progress < 1) frame = window.requestAnimationFrame(step);
      };
      frame = window.requestAnimationFrame(step);
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        animate(performance.now());
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.cancelAnimationFrame(frame);
    };
  }, [target, duration]);

  return { ref, value };
};
