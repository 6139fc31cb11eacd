import React, { Suspense, lazy, useEffect, useState } from 'react';
import { TALLY_CHANGED, hasTally } from '../../lib/tally-keys';

// The summary's code (and the store) is fetched only when this browser has something to
// show: a first visit loads nothing for it.
const YourActions = lazy(() =>
  import(/* webpackChunkName: "your-actions" */ './your-actions').then(({ YourActions }) => ({
    default: YourActions,
  })),
);

/** "Your actions", shown once this browser holds a tally or the visitor acts on this page. */
export const LazyYourActions = (props: React.ComponentProps<typeof YourActions>) => {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (hasTally()) setShown(true);
    const show = () => setShown(true);
    window.addEventListener(TALLY_CHANGED, show);
    return () => window.removeEventListener(TALLY_CHANGED, show);
  }, []);
  return shown ? (
    <Suspense fallback={null}>
      <YourActions {...props} />
    </Suspense>
  ) : null;
};
