import React, { useContext } from 'react';
import type { TFunction } from 'i18next';
import type { Legislator } from '../../../contract';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { LEGISLATURE_LANGUAGE, personalName, type Chamber } from './legislator-names';
import { CallTopicContext } from './call-topic';
import * as styles from './call-panel.module.css';

export interface CallScriptProps {
  formatName: string;
  chamber: Chamber;
  district: Legislator['district'];
  /** The city the visitor typed. */
  city: string;
  /** The action email's title, when the call follows one. */
  actionTitle?: string;
}

const ScriptLines = ({
  t,
  lang,
  formatName,
  chamber,
  district,
  city,
  actionTitle,
}: CallScriptProps & { t: TFunction; lang: string }) => {
  const name = personalName(formatName);
  const topic = useContext(CallTopicContext);
  const about = actionTitle ?? topic?.about;
  return (
    <blockquote lang={lang}>
      <p>{t('call.script.greeting', { city })}</p>
      <p>
        {chamber === 'house'
          ? t('call.script.house', { name, district })
          : t('call.script.senate', { name, district })}
        {about ? ` ${t('call.script.about', { action: about })}` : ''}
      </p>
      {topic && <p>{t(`call.script.askBill.${topic.ask}`, { bill: topic.bill })}</p>}
      <p>{t('call.script.ask')}</p>
    </blockquote>
  );
};

/**
 * A short script in the page's language, filled in; translators edit it in content/locales.
 * A Utah legislator's office answers in English, so a page in another language shows the
 * English script too, for a visitor who would rather read that one aloud.
 */
export const CallScript = (props: CallScriptProps) => {
  const { t, i18n } = useTranslation('legislator-contact');
  const language = i18n.language;
  if (language === LEGISLATURE_LANGUAGE) return <ScriptLines {...props} t={t} lang={language} />;
  const english = i18n.getFixedT(LEGISLATURE_LANGUAGE, 'legislator-contact');
  return (
    <>
      <ScriptLines {...props} t={t} lang={language} />
      <p className={styles.scriptLabel}>{t('call.scriptInEnglish')}</p>
      <ScriptLines {...props} t={english} lang={LEGISLATURE_LANGUAGE} />
    </>
  );
};
