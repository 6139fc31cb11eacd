import React from 'react';
import { Link, useTranslation } from 'gatsby-plugin-react-i18next';
import * as styles from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** Language-neutral path, e.g. `/donate/`; the link keeps the visitor's language. */
  to: string;
}

interface BreadcrumbsProps {
  /** Pages between Home and the current page (Home is always first). */
  trail?: ReadonlyArray<Crumb>;
  /** Title of the current page, shown last and marked `aria-current="page"`. */
  current: string;
  /** `inverse` for dark backgrounds. */
  tone?: 'plain' | 'inverse';
  className?: string;
}

/** Home › … › current page, as a labelled navigation landmark. */
export const Breadcrumbs = ({
  trail = [],
  current,
  tone = 'plain',
  className,
}: BreadcrumbsProps) => {
  const { t } = useTranslation('common');
  const crumbs: ReadonlyArray<Crumb> = [{ label: t('nav.home'), to: '/' }, ...trail];
  return (
    <nav
      aria-label={t('breadcrumb')}
      data-pagefind-ignore="all"
      className={[styles.breadcrumbs, styles[tone], className ?? ''].join(' ')}
    >
      <ol className={styles.list}>
        {crumbs.map((crumb) => (
          <li key={crumb.to} className={styles.item}>
            <Link to={crumb.to} className={styles.link}>
              {crumb.label}
            </Link>
          </li>
        ))}
        <li className={styles.item}>
          <span aria-current="page" className={styles.current}>
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
};
