import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { TextField } from '../../components/form/text-field';
import { PhoneField } from '../../components/form/phone-field';
import { TextAreaField } from '../../components/form/text-area-field';
import { RadioGroupField } from '../../components/form/radio-group-field';
import { SubmitButton } from '../../components/form/submit-button';
import { SiteForm } from '../../components/form/site-form';
import { LazyMissingFields } from '../../components/form/lazy-missing-fields';
import { useSiteForm } from '../../components/form/use-site-form';
import { sendContact } from './api';
import { EMPTY_CONTACT, toContactRequest } from './values';
import * as styles from './contact-form.module.css';

const loadSchema = () => import('./schema').then((module) => module.contactSchema);

/** The contact form; reset and scroll to the top after success. */
export const ContactForm = () => {
  const { t } = useTranslation('contact-us');
  const kit = useSiteForm({
    schema: loadSchema,
    defaultValues: EMPTY_CONTACT,
    namespace: 'contact-us',
    send: (values) => sendContact(toContactRequest(values)),
    failureTitle: 'attention',
    successMessage: () => t('success'),
    resetOnSuccess: true,
    onSuccess: () => window.scrollTo({ top: 0 }),
  });
  const field = kit.fieldProps;
  const waiting = !kit.loading && !kit.form.formState.isValid;
  return (
    <SiteForm
      kit={kit}
      className={styles.form}
      footer={
        <>
          <SubmitButton
            loading={kit.loading}
            disabled={!kit.form.formState.isValid}
            aria-describedby={waiting && kit.schema ? 'contact-missing' : undefined}
          >
            {t('submit')}
          </SubmitButton>
          <LazyMissingFields
            id="contact-missing"
            form={kit.form}
            schema={kit.schema}
            shown={waiting}
            fields={[
              { name: 'firstName', label: t('fields.firstName') },
              { name: 'lastName', label: t('fields.lastName') },
              { name: 'email', label: t('fields.email') },
              { name: 'phone', label: t('fields.phone') },
              { name: 'subject', label: t('fields.subject') },
              { name: 'comments', label: t('fields.comments') },
              { name: 'optIn', label: t('fields.optIn') },
            ]}
          />
        </>
      }
    >
      <div className={styles.pair}>
        <TextField
          label={t('fields.firstName')}
          autoComplete="given-name"
          {...field('firstName')}
        />
        <TextField label={t('fields.lastName')} autoComplete="family-name" {...field('lastName')} />
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          {...field('email')}
        />
        <PhoneField label={t('fields.phone')} {...field('phone')} />
      </div>
      <TextField label={t('fields.subject')} {...field('subject')} />
      <TextAreaField label={t('fields.comments')} rows={6} {...field('comments')} />
      <RadioGroupField
        legend={t('fields.optIn')}
        hint={t('fields.optInHint')}
        options={[
          { value: 'yes', label: t('fields.yes') },
          { value: 'no', label: t('fields.no') },
        ]}
        {...field('optIn')}
        inline
      />
    </SiteForm>
  );
};
