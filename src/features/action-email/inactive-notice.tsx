import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { DeadEnd } from '../../components/content-page/dead-end';

/**
 * An inactive action email (HTTP 400) shows "we're sorry" and the donate block.
 * One the API does not know (404: ended and removed, or a broken link) says the action has
 * ended, not "try again": trying again cannot bring it back. Both offer the ways on.
 */
export const InactiveNotice = ({ reason = 'inactive' }: { reason?: 'inactive' | 'unknown' }) => {
  const { t } = useTranslation('action-email');
  const copy = reason === 'inactive' ? 'inactive' : 'ended';
  return (
    <DeadEnd
      title={t(`${copy}.title`)}
      body={t(`${copy}.body`)}
      ways={[
        { to: '/government/legislator-lookup/', label: t('inactive.lookup') },
        { to: `/news/${new Date().getFullYear()}/`, label: t('ended.news') },
      ]}
    />
  );
};
