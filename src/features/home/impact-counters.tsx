import React from 'react';
import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import { LOCALE_TAGS, type Language } from '../../lib/languages';
import { Section } from '../../components/ui/section';
import { useCountUp } from './use-count-up';
import * as styles from './impact-counters.module.css';

export interface ImpactFigures {
  babiesSaved: number;
  womenHelped: number;
  yearEstablished: number;
}

const useFormat = (grouping: boolean) => {
  const { language } = useI18next();
  return (n: number) =>
    new Intl.NumberFormat(LOCALE_TAGS[language as Language]?.intl ?? 'en-US', {
      useGrouping: grouping,
    }).format(n);
};

/** A figure that grows: it counts up from 0. */
const Counter = ({ value, label }: { value: number; label: string }) => {
  const format = useFormat(true);
  const { ref, value: shown } = useCountUp<HTMLSpanElement>(value);
  return (
    <li className={styles.item}>
      {/* Screen readers get the final figure; the animation is for sighted visitors only. */}
      <span ref={ref} className={styles.number} aria-hidden="true">
        {format(shown)}
      </span>
      <span className="visually-hidden">{format(value)}</span>
      <span className={styles.label}>{label}</span>
    </li>
  );
};

/**
 * The year is a date, not a count: counting it up showed "1641" or "1485" for seconds, which
 * read as wrong facts (and stay so in a screenshot or on a slow phone).
 */
const Fact = ({ value, label }: { value: number; label: string }) => {
  const format = useFormat(false);
  return (
    <li className={styles.item}>
      <span className={styles.number}>{format(value)}</span>
      <span className={styles.label}>{label}</span>
    </li>
  );
};

export const ImpactCounters = ({ impact }: { impact: ImpactFigures }) => {
  const { t } = useTranslation('home');
  return (
    <Section tone="dark" labelledBy="impact-title">
      <h2 id="impact-title" className={styles.title}>
        {t('impact.title')}
      </h2>
      <ul className={styles.list}>
        <Counter value={impact.babiesSaved} label={t('impact.babiesSaved')} />
        <Counter value={impact.womenHelped} label={t('impact.womenHelped')} />
        <Fact value={impact.yearEstablished} label={t('impact.yearEstablished')} />
      </ul>
    </Section>
  );
};
