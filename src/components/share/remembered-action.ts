import { useEffect, useState } from 'react';

// An action that ends by leaving the site (the pledge goes on to the payment page) can only
// show its share panel when the visitor comes back: the tab remembers it until then.
const keyOf = (action: string) => `share-after:${action}`;

export const rememberAction = (action: string): void => {
  try {
    window.sessionStorage.setItem(keyOf(action), '1');
  } catch {
    // Storage blocked: the visitor simply sees no share panel on return.
  }
};

/** True once the visitor is back on the page after `action` (reloaded or from the back/forward cache). */
export const useReturnedAfter = (action: string): boolean => {
  const [returned, setReturned] = useState(false);
  useEffect(() => {
    const check = () => {
      try {
        if (window.sessionStorage.getItem(keyOf(action)) !== '1') return;
        window.sessionStorage.removeItem(keyOf(action));
        setReturned(true);
      } catch {
        // Storage blocked: nothing remembered.
      }
    };
    check();
    const onPageShow = (event: PageTransitionEvent) => event.persisted && check();
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [action]);
  return returned;
};
