import React from 'react';
import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import { isBillState } from '../../../contract/legislature/bill-states';
import { UTAH_TIME_ZONE } from '../../lib/dates';
import { billCalendarPath, calendarHref, type BillSummary } from './bill-types';
import { isSettled } from './bill-ask';
import { WithEnglishValues } from '../../components/ui/api-text-language';
import * as styles from './legislature.module.css';

/** "In the House Judiciary Committee, waiting for a vote." in the page's language. */
export const StandingSentence = ({ bill }: { bill: Pick<BillSummary, 'state' | 'committee'> }) => {
  const { t } = useTranslation('legislature');
  const state = bill.state && isBillState(bill.state) ? bill.state : 'unknown';
  // The committee's name is the Legislature's, in English.
  return (
    <WithEnglishValues
      text={(values) => t(`states.${state}`, values)}
      values={{ committee: bill.committee ?? '' }}
    />
  );
};

/**
 * The next hearing in Utah's time with its calendar file, or a line saying there is none yet;
 * nothing once the bill is settled, as no hearing will come.
 */
export const NextHearing = ({
  bill,
}: {
  bill: Pick<BillSummary, 'nextHearing' | 'slug' | 'label' | 'state'>;
}) => {
  const { t } = useTranslation('legislature');
  const { language } = useI18next();
  const hearing = bill.nextHearing;
  if (!hearing && isSettled(bill.state)) return null;
  if (!hearing) return <p className={styles.hearing}>{t('hearing.none')}</p>;
  const when = new Intl.DateTimeFormat(language, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: UTAH_TIME_ZONE,
  }).format(new Date(hearing.start));
  return (
    <p className={styles.hearing}>
      <strong>{t('hearing.next')}</strong>{' '}
      <WithEnglishValues
        text={(values) => t('hearing.when', { when, ...values })}
        values={{ committee: hearing.committee }}
      />
      {hearing.location && (
        <>
          {' '}
          <WithEnglishValues
            text={(values) => t('hearing.where', values)}
            values={{ room: hearing.location }}
          />
        </>
      )}{' '}
      {/* The calendar file of the page's language: its name and links are in that language. */}
      <a href={calendarHref(language, billCalendarPath(bill.slug))} download>
        {t('hearing.addToCalendar')}
        <span className="visually-hidden"> ({bill.label})</span>
      </a>
    </p>
  );
};
