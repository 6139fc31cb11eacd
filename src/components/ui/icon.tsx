import React from 'react';
import * as styles from './icon.module.css';

export type IconName =
  | 'facebook'
  | 'instagram'
  | 'x'
  | 'youtube'
  | 'phone'
  | 'email'
  | 'map-pin'
  | 'menu'
  | 'close'
  | 'chevron-down'
  | 'globe'
  | 'search';

/**
 * Icons are SVG files painted through a CSS mask, so they take the text colour
 * without shipping their paths in the JavaScript bundle.
 */
export const Icon = ({ name, size = '1.25em' }: { name: IconName; size?: string }) => (
  <span
    aria-hidden="true"
    className={styles.icon}
    style={
      {
        '--icon-url': `url(/images/icons/${name}.svg)`,
        '--icon-size': size,
      } as React.CSSProperties
    }
  />
);
