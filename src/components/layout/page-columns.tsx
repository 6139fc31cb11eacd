import React from 'react';
import * as styles from './page-columns.module.css';

/** How the two columns share the width, named by what they hold. */
export type PageColumnsShape = 'textThenForm' | 'formThenNote' | 'textThenWideForm';

/**
 * The one layout of the pages with two columns (a form and the text that goes with it):
 * stacked on a phone, side by side on a wide screen, in the order of the children.
 */
export const PageColumns = ({
  shape,
  children,
}: {
  shape: PageColumnsShape;
  children: React.ReactNode;
}) => (
  <div className={styles.columns} data-shape={shape}>
    {children}
  </div>
);
