import React, { useId } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import {
  SORT_KEYS,
  type ChamberFilter,
  type Direction,
  type SortKey,
  type View,
} from './sort-and-filter';
import * as styles from './score-card.module.css';

interface Props {
  view: View;
  update: (change: Partial<View>) => void;
  /** The name field, for the "Clear the search" button to hand the focus back to. */
  nameInput?: React.Ref<HTMLInputElement>;
}

/** Filter by name and chamber, sort by any key either way: the same for every width. */
export const ScoreCardControls = ({ view, update, nameInput }: Props) => {
  const { t } = useTranslation('legislator-score-card');
  const ids = useId();
  return (
    <form
      className={styles.controls}
      role="search"
      aria-label={t('controls.title')}
      onSubmit={(e) => e.preventDefault()}
    >
      <div className={styles.control}>
        <label htmlFor={`${ids}-name`}>{t('controls.name')}</label>
        <input
          id={`${ids}-name`}
          ref={nameInput}
          type="search"
          autoComplete="off"
          value={view.name}
          onChange={(event) => update({ name: event.target.value })}
        />
      </div>
      <div className={styles.control}>
        <label htmlFor={`${ids}-chamber`}>{t('controls.chamber')}</label>
        <select
          id={`${ids}-chamber`}
          value={view.chamber}
          onChange={(event) => update({ chamber: event.target.value as ChamberFilter })}
        >
          <option value="all">{t('controls.bothChambers')}</option>
          <option value="senate">{t('chambers.senate')}</option>
          <option value="house">{t('chambers.house')}</option>
        </select>
      </div>
      <div className={styles.control}>
        <label htmlFor={`${ids}-sort`}>{t('controls.sort')}</label>
        <select
          id={`${ids}-sort`}
          value={view.sort}
          onChange={(event) => update({ sort: event.target.value as SortKey })}
        >
          {SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(`columns.${key}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.control}>
        <label htmlFor={`${ids}-direction`}>{t('controls.direction')}</label>
        <select
          id={`${ids}-direction`}
          value={view.direction}
          onChange={(event) => update({ direction: event.target.value as Direction })}
        >
          <option value="ascending">{t(`controls.ascending.${view.sort}`)}</option>
          <option value="descending">{t(`controls.descending.${view.sort}`)}</option>
        </select>
      </div>
    </form>
  );
};
