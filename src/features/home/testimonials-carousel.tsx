import React, { useEffect, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Section } from '../../components/ui/section';
import * as styles from './testimonials-carousel.module.css';

export interface Testimonial {
  testimonialId: string;
  name: string;
  city: string;
}

const ROTATE_EVERY_MS = 9000;

const reducedMotion = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The testimonies carousel, after the WAI-ARIA APG carousel pattern: a rotation
 * control first, previous/next and a picker; rotation stops while the visitor
 * hovers or focuses it, and never starts for those who prefer reduced motion.
 */
export const TestimonialsCarousel = ({ items }: { items: ReadonlyArray<Testimonial> }) => {
  const { t } = useTranslation('home');
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = items.length;
  const rotating = playing && !hovered && !focused;

  useEffect(() => setPlaying(!reducedMotion()), []);
  useEffect(() => {
    if (!rotating || count < 2) return undefined;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), ROTATE_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [rotating, count]);

  const go = (next: number) => setIndex((next + count) % count);

  return (
    <Section tone="plain" labelledBy="testimonials-title">
      <h2 id="testimonials-title">{t('testimonials.title')}</h2>
      <div
        className={styles.carousel}
        role="region"
        aria-roledescription={t('testimonials.carousel')}
        aria-labelledby="testimonials-title"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        <div className={styles.controls}>
          <button type="button" className={styles.control} onClick={() => setPlaying((p) => !p)}>
            {playing ? t('testimonials.pause') : t('testimonials.play')}
          </button>
          {/* On a phone the arrows stand alone (their words stay the buttons' names): with
              the words, Spanish and Portuguese controls wrapped onto two rows. */}
          <button type="button" className={styles.control} onClick={() => go(index - 1)}>
            <span aria-hidden="true">‹</span>
            <span className={styles.controlText}>{t('testimonials.previous')}</span>
          </button>
          <button type="button" className={styles.control} onClick={() => go(index + 1)}>
            <span className={styles.controlText}>{t('testimonials.next')}</span>
            <span aria-hidden="true">›</span>
          </button>
        </div>
        <div className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
          {items.map((item, i) => (
            <div
              key={item.testimonialId}
              role="group"
              aria-roledescription={t('testimonials.slide')}
              aria-label={t('testimonials.position', { index: i + 1, total: count })}
              className={styles.slide}
              hidden={i !== index}
            >
              <blockquote className={styles.quote}>
                <p>{t(`testimonials.quotes.${item.testimonialId}`)}</p>
              </blockquote>
              <p className={styles.caption}>
                {item.name}, {item.city}
              </p>
            </div>
          ))}
        </div>
        <div className={styles.picker}>
          {items.map((item, i) => (
            <button
              key={item.testimonialId}
              type="button"
              className={styles.dot}
              aria-label={t('testimonials.show', { index: i + 1, total: count })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
      </div>
    </Section>
  );
};
