import React, { type ReactNode } from 'react';
import * as styles from './card.module.css';

interface CardProps {
  /** A decorative picture across the top (empty alt: the heading in `children` names the card). */
  image?: string;
  id?: string;
  /** Centres the body's lines (a logo, a name and a link, as on the partners page). */
  centred?: boolean;
  children: ReactNode;
}

/** One card of a `card.module.css` grid: the picture, then the body whose last line sits at the bottom. */
export const Card = ({ image, id, centred = false, children }: CardProps) => (
  <article id={id} className={styles.card}>
    {image && (
      <img className={styles.media} src={image} alt="" width={480} height={320} loading="lazy" />
    )}
    <div className={centred ? `${styles.body} ${styles.centred}` : styles.body}>{children}</div>
  </article>
);
