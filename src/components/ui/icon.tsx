import React from 'react';
import * as styles from './icon.module.css';
import * as images from './icon-images.module.css';

// Each icon's image is a class setting --icon-url (icon-images.module.css).
const IMAGE_CLASS = {
  facebook: images.facebook,
  instagram: images.instagram,
  x: images.x,
  youtube: images.youtube,
  phone: images.phone,
  email: images.email,
  'map-pin': images.mapPin,
  menu: images.menu,
  close: images.close,
  'chevron-down': images.chevronDown,
  globe: images.globe,
  search: images.search,
} as const;

export type IconName = keyof typeof IMAGE_CLASS;

/**
 * Icons are SVG images painted through a CSS mask, so they take the text colour without
 * shipping their paths in the JavaScript bundle; they are inlined in the page's CSS, so the
 * first screen needs no request for them.
 */
export const Icon = ({ name, size = '1.25em' }: { name: IconName; size?: string }) => (
  <span
    aria-hidden="true"
    className={`${styles.icon} ${IMAGE_CLASS[name]}`}
    style={{ '--icon-size': size } as React.CSSProperties}
  />
);
