import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * Gatsby's own hydrate call runs React's hydration of the whole page as one task: on a slow
 * phone that is 60–110 ms in which a tap waits (Lighthouse counts it as blocking time, issue
 * 14). Started inside a transition, React hydrates in slices of about 5 ms and lets the browser
 * paint and handle input in between; a tap on a part not hydrated yet makes React finish that
 * part at once and then replays the tap, so nothing typed or clicked is lost.
 *
 * Like Gatsby's default, a page whose server-rendered body is empty (a client-only page) is
 * rendered, not hydrated, so React does not report a mismatch.
 */
export const hydrateInSlices = (element: ReactElement, container: Element): void => {
  const serverRendered = document.getElementById('gatsby-focus-wrapper')?.children.length;
  if (!serverRendered) {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
};
