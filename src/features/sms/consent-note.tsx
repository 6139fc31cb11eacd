import React from 'react';
import { Link, useTranslation } from 'gatsby-plugin-react-i18next';
import { TaggedText } from '../../components/ui/tagged-text';

/** The consent note links the terms of use and the privacy notice; carrier wording. */
export const ConsentNote = () => {
  const { t } = useTranslation('sms');
  return (
    <>
      <TaggedText
        text={t('consent.note')}
        components={{
          terms: <Link to="/terms-of-use/" />,
          privacy: <Link to="/privacy-notice/" />,
        }}
      />{' '}
      {t('consent.carrier')}
    </>
  );
};
