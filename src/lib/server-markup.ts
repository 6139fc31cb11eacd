/**
 * A large part of a page that nothing on it changes until the visitor acts (the score card's
 * 104 rows) can keep the HTML the server sent instead of being hydrated: React then neither
 * walks nor attaches to it, which was most of React's work on that page on a slow phone. The
 * component renders an element with that HTML (`dangerouslySetInnerHTML`, which React does not
 * compare while hydrating) until the visitor's first change, then renders it with React.
 *
 * Only the page the browser loaded hydrates; a page reached in the browser afterwards is
 * rendered from nothing, so this answers null once that first hydration is over (Gatsby's
 * `onInitialClientRender`, which runs in an effect after it).
 */
let firstPageHydrated = false;

export const onFirstPageHydrated = (): void => {
  firstPageHydrated = true;
};

/**
 * The server's HTML inside the element with this id while the page the browser loaded is
 * hydrating, or null (on the server, once hydrated, or when the page has no such element). The
 * HTML itself is returned, rather than a flag, so that if React has to render that part again
 * from nothing (after a hydration error elsewhere) it still draws the same rows.
 */
export const serverMarkupOf = (id: string): string | null => {
  if (typeof document === 'undefined' || firstPageHydrated) return null;
  return document.getElementById(id)?.innerHTML ?? null;
};
