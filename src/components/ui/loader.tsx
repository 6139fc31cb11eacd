import React from 'react';
import * as styles from './loader.module.css';

interface LoaderProps {
  /** What is loading, read by screen readers ("Loading articles…"); already translated. */
  label: string;
  size?: 'small' | 'normal';
  /** Show the label next to the spinner instead of only to screen readers. */
  showLabel?: boolean;
  className?: string;
}

/** A spinner that announces itself politely (the spec: every loading flag shows a loader). */
export const Loader = ({ label, size = 'normal', showLabel = false, className }: LoaderProps) => (
  <span role="status" className={[styles.loader, className ?? ''].filter(Boolean).join(' ')}>
    <Spinner size={size} />
    <span className={showLabel ? styles.label : 'visually-hidden'}>{label}</span>
  </span>
);

/** The bare spinning ring, hidden from assistive technology (for buttons that say aria-busy). */
export const Spinner = ({ size = 'normal' }: { size?: 'small' | 'normal' }) => (
  <span
    aria-hidden="true"
    className={`${styles.spinner} ${size === 'small' ? styles.small : ''}`}
  />
);
