import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/**
 * Gatsby's own hydrate call runs React's hydration of the whole page as one task: on a slow
 * phone that is 60–110 ms in which a tap waits (Lighthouse counts it as blocking time, issue
 * 14). Started inside a transition, React hydrates in slices of about 5 ms and lets the browser
 * paint and handle input in between; a tap on a part not hydrated yet makes React finish that
 * part at once and then replays the tap, so nothing typed or clicked is lost.
 *
 * Like Gatsby's own renderers, it renders rather than hydrates what has no server markup: a
 * client-only page (Gatsby's focus wrapper is empty) or, in `gatsby develop`, the loading
 * indicator it mounts in an element of its own. Otherwise React would report a mismatch.
 * It returns what unmounts it, which `gatsby develop` calls to remove that indicator.
 */
export const hydrateInSlices = (element: ReactElement, container: Element): (() => void) => {
  const focusWrapper = container.querySelector(':scope > #gatsby-focus-wrapper');
  if ((focusWrapper ?? container).children.length === 0) {
    const root = createRoot(container);
    root.render(element);
    return () => root.unmount();
  }
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, element);
  });
  return () => root?.unmount();
};
