import React from 'react';
import * as styles from './section.module.css';

interface SectionProps {
  id?: string;
  tone?: 'plain' | 'tinted' | 'dark' | 'blush';
  labelledBy?: string;
  className?: string;
  children: React.ReactNode;
}

/** A full-width band of the page with its content centred at the reading width. */
export const Section = ({ id, tone = 'plain', labelledBy, className, children }: SectionProps) => (
  <section
    id={id}
    aria-labelledby={labelledBy}
    className={[styles.section, styles[tone], className ?? ''].join(' ')}
  >
    <div className={styles.inner}>{children}</div>
  </section>
);

export const Container = ({
  children,
  className,
}: {
  children: React.ReactNode;
  className?: string;
}) => <div className={[styles.inner, className ?? ''].join(' ')}>{children}</div>;
