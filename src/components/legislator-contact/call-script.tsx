import React, { useContext } from 'react';
import type { Legislator } from '../../../contract';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { personalName, type Chamber } from './legislator-names';
import { CallTopicContext } from './call-topic';

export interface CallScriptProps {
  formatName: string;
  chamber: Chamber;
  district: Legislator['district'];
  /** The city the visitor typed. */
  city: string;
  /** The action email's title, when the call follows one. */
  actionTitle?: string;
}

/** A short script in the page's language, filled in; translators edit it in content/locales. */
export const CallScript = ({
  formatName,
  chamber,
  district,
  city,
  actionTitle,
}: CallScriptProps) => {
  const { t } = useTranslation('legislator-contact');
  const name = personalName(formatName);
  const topic = useContext(CallTopicContext);
  const about = actionTitle ?? topic?.about;
  return (
    <blockquote>
      <p>{t('call.script.greeting', { city })}</p>
      <p>
        {chamber === 'house'
          ? t('call.script.house', { name, district })
          : t('call.script.senate', { name, district })}
        {about ? ` ${t('call.script.about', { action: about })}` : ''}
      </p>
      {topic && <p>{topic.ask}</p>}
      <p>{t('call.script.ask')}</p>
    </blockquote>
  );
};
