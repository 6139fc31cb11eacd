import { useCallback, useEffect, useState } from 'react';

const currentHash = (): string => decodeURIComponent(window.location.hash.replace(/^#/, ''));

/**
 * Which item is open, kept in the address's #fragment so links such as
 * /service-opportunities/#baby-shower (from the home page) open that item's dialog.
 */
export const useHashSelection = (ids: ReadonlyArray<string>) => {
  const [selected, setSelected] = useState<string | null>(null);

  useEffect(() => {
    const follow = () => {
      const hash = currentHash();
      setSelected(ids.includes(hash) ? hash : null);
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [ids]);

  const select = useCallback((id: string) => {
    setSelected(id);
    // replaceState: opening a dialog should not add a Back step, nor fire hashchange.
    window.history.replaceState(window.history.state, '', `#${encodeURIComponent(id)}`);
  }, []);

  const clear = useCallback(() => {
    setSelected(null);
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  }, []);

  return { selected, select, clear };
};
