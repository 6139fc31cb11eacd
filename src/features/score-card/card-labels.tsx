import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { cssString } from '../../lib/css-string';
import type { ScoredBillRow } from './score-card-types';

interface Props {
  rowsId: string;
  bills: readonly ScoredBillRow[];
}

/**
 * The column names a card shows beside its district, each vote and the score, as one style
 * rule per column rather than a label on each of the page's 700 cells. Generated text with
 * an empty alternative (after the slash), so a screen reader, which has the column header,
 * does not hear it twice; a browser that does not know that form keeps the first
 * declaration. The width is score-card.module.css's card breakpoint. Bill names come from the
 * spreadsheet: cssString escapes them.
 */
export const CardLabels = ({ rowsId, bills }: Props) => {
  const { t } = useTranslation('legislator-score-card');
  const label = (cell: string, text: string) => {
    const content = cssString(text);
    return `#${rowsId} td:${cell}::before{content:${content};content:${content} / ""}`;
  };
  const rules = [
    label('nth-of-type(2)', `${t('columns.district')} `),
    ...bills.map((bill, index) =>
      label(`nth-of-type(${index + 3})`, `${bill.label} · ${t(`positions.${bill.position}`)}`),
    ),
    label('last-child', `${t('columns.score')}: `),
  ];
  return (
    <style dangerouslySetInnerHTML={{ __html: `@media (max-width:59.99em){${rules.join('')}}` }} />
  );
};
