import React, { useId, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Modal } from '../ui/modal';
import { Button } from '../ui/button';
import { LazySharePanel } from '../share/share-after';
import { recordAction, type ActionKind } from '../../lib/record-action';
import { CallScript, type CallScriptProps } from './call-script';
import { telHref } from './contact-links';
import * as styles from './call-panel.module.css';

const OUTCOMES = ['callTalked', 'callVoicemail', 'callNoAnswer'] as const satisfies ActionKind[];

export interface CallPanelProps extends CallScriptProps {
  cell: string;
  open: boolean;
  onClose: () => void;
  /** The page the share panel invites friends to, without a language prefix. */
  sharePath: string;
}

/** The number to tap (or copy), a script, and "How did it go?" counted in this browser. */
const CallPanel = ({ cell, open, onClose, sharePath, ...script }: CallPanelProps) => {
  // A value that is not a phone number is shown, and can be copied, but is never dialled.
  const tel = telHref(cell);
  const { t } = useTranslation('legislator-contact');
  const ids = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'copyFailed'>('idle');
  const [answered, setAnswered] = useState(false);

  const copyNumber = async () => {
    try {
      await navigator.clipboard.writeText(cell);
      setCopy('copied');
    } catch {
      setCopy('copyFailed');
    }
  };
  const answer = (outcome: (typeof OUTCOMES)[number]) => {
    void recordAction(outcome);
    setAnswered(true);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('call.title', { name: script.formatName })}
      description={t('call.description')}
      closeLabel={t('call.close')}
    >
      <div className={styles.number}>
        {tel ? (
          <a href={tel} className={styles.tel}>
            {cell}
          </a>
        ) : (
          <span className={styles.tel}>{cell}</span>
        )}
        <Button variant="outline" onClick={() => void copyNumber()}>
          {t('call.copy')}
        </Button>
      </div>
      <p role="status" className={styles.status} data-state={copy}>
        {copy === 'idle' ? '' : t(`call.${copy}`)}
      </p>
      <h3 className={styles.subtitle}>{t('call.scriptTitle')}</h3>
      <div className={styles.script}>
        <CallScript {...script} />
      </div>
      <p className={styles.note}>{t('call.scriptNote')}</p>
      {answered ? (
        <>
          <p className={styles.thanks}>{t('call.thanks')}</p>
          <LazySharePanel action="call" path={sharePath} focusOnMount />
        </>
      ) : (
        <fieldset className={styles.outcomes} aria-describedby={`${ids}-note`}>
          <legend className={styles.subtitle}>{t('call.outcomeTitle')}</legend>
          <p id={`${ids}-note`} className={styles.note}>
            {t('call.outcomeNote')}
          </p>
          <div className={styles.outcomeButtons}>
            {OUTCOMES.map((outcome) => (
              <Button key={outcome} variant="secondary" onClick={() => answer(outcome)}>
                {t(`call.outcomes.${outcome}`)}
              </Button>
            ))}
          </div>
        </fieldset>
      )}
    </Modal>
  );
};

export default CallPanel;
