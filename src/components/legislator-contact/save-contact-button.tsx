import React, { useState } from 'react';
import type { Legislator } from '../../../contract';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Button } from '../ui/button';
import { personalName, type Chamber } from './legislator-names';
import * as styles from './contact-actions.module.css';

interface SaveContactButtonProps {
  formatName: string;
  chamber: Chamber;
  district: Legislator['district'];
  cell?: string;
  email?: string;
  image?: string;
}

/** "Save contact": the legislator as a .vcf file; the vCard writer loads on the first click. */
export const SaveContactButton = ({
  chamber,
  district,
  image,
  ...person
}: SaveContactButtonProps) => {
  const { t } = useTranslation('legislator-contact');
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const save = async () => {
    setState('busy');
    try {
      const { saveContact } = await import('./save-contact');
      await saveContact(
        {
          name: personalName(person.formatName),
          title: t(`vcard.${chamber}`),
          organisation: t('vcard.organisation'),
          district: t('vcard.district', { district }),
          cell: person.cell,
          email: person.email,
        },
        image,
      );
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <Button variant="outline" onClick={() => void save()} aria-busy={state === 'busy'}>
        {t('vcard.button')}
        <span className="visually-hidden"> {person.formatName}</span>
      </Button>
      {state === 'failed' && (
        <p role="alert" className={styles.failed}>
          {t('vcard.failed')}
        </p>
      )}
    </>
  );
};
