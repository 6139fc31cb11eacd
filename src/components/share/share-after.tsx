import React, { Suspense, lazy } from 'react';
import type { ShareAction } from './share-panel';
import * as styles from './share-panel.module.css';

// Shown only after the visitor has acted: its code loads then, not with the form page.
const SharePanel = lazy(() =>
  import('./share-panel').then(({ SharePanel }) => ({ default: SharePanel })),
);

/** The share panel, its code fetched when it is first shown; nothing is drawn until it is in. */
export const LazySharePanel = (props: React.ComponentProps<typeof SharePanel>) => (
  <Suspense fallback={null}>
    <SharePanel {...props} />
  </Suspense>
);

interface ShareAfterProps {
  shown: boolean;
  action: ShareAction;
  path: string;
  /** Shown above the share panel once the visitor has acted (the action email's next step). */
  nextStep?: React.ReactNode;
  children: React.ReactNode;
}

/**
 * A form with the share panel above it once the visitor has acted. One wrapper element either
 * way, so the page's grid keeps its columns; nothing is drawn until then, so no layout shift on load.
 */
export const ShareAfter = ({ shown, action, path, nextStep, children }: ShareAfterProps) => (
  <div className={styles.stack}>
    {shown && nextStep}
    {/* With a next step, that step takes the focus: it is what the visitor can do now. */}
    {shown && <LazySharePanel action={action} path={path} focusOnMount={!nextStep} />}
    {children}
  </div>
);
