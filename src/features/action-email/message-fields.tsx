import React from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { TextField } from '../../components/form/text-field';
import { TextAreaField } from '../../components/form/text-area-field';
import type { LegislatorMessageValues } from './schema';
import { useFieldProps } from '../../components/form/field-props';
import * as styles from './action-email.module.css';

// What the API sends a Utah legislator's office, whatever the page's language.
const SENT_LANGUAGE = 'en';

/**
 * The message as the legislator will read it: the recipient and greeting above the
 * visitor's text and the signature below are added automatically. The API sends
 * them, and the suggested text, in English: a page in another language says so and previews
 * the greeting and closing as they are sent.
 */
export const MessageFields = () => {
  const { t, i18n } = useTranslation('action-email');
  const translated = i18n.language !== SENT_LANGUAGE;
  const sent = translated ? i18n.getFixedT(SENT_LANGUAGE, 'action-email') : t;
  const field = useFieldProps<LegislatorMessageValues>();
  const { watch } = useFormContext<LegislatorMessageValues>();
  const [fullName, address, city, zip] = watch(['fullName', 'address', 'city', 'zip']);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('form.yourMessage')}</legend>
      {translated && <p className={styles.sentInEnglish}>{t('preview.sentInEnglish')}</p>}
      <TextField label={t('form.subject')} {...field('subject')} />
      <div className={styles.letter}>
        <p className={styles.recipient}>
          <span className={styles.letterLabel}>{t('preview.to')}</span> {t('preview.recipient')}
        </p>
        <p className={styles.greeting} lang={SENT_LANGUAGE}>
          {sent('preview.greeting')}
        </p>
        <TextAreaField
          label={t('form.message')}
          hint={t('form.messageHint')}
          rows={12}
          {...field('message')}
        />
        <div className={styles.signature} aria-label={t('preview.signatureLabel')} role="group">
          <p lang={SENT_LANGUAGE}>{sent('preview.closing')}</p>
          <p>{fullName.trim() || t('preview.yourName')}</p>
          <p>{address.trim() || t('preview.yourAddress')}</p>
          <p>
            {city.trim() || t('preview.yourCity')}, {t('preview.stateCode')}{' '}
            {zip.trim() || t('preview.yourZip')}
          </p>
        </div>
      </div>
    </fieldset>
  );
};
