import React, { useEffect, useId, useMemo, useRef } from 'react';
import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import { Button } from '../ui/button';
import { isLanguage, DEFAULT_LANGUAGE } from '../../lib/languages';
import { LINK_METHODS, shareLink, type ShareMessage } from './share-links';
import { canonicalPageUrl } from './share-url';
import { useShare } from './use-share';
import { MonthlyGift } from './monthly-gift';
import { LazyYourActions } from '../your-actions/lazy-your-actions';
import * as styles from './share-panel.module.css';

/**
 * What the visitor has just done; picks the panel's wording. 'bill' is a bill's page, shared
 * before any action, so its words thank for nothing.
 */
export type ShareAction =
  'actionEmail' | 'pledge' | 'sms' | 'volunteer' | 'donate' | 'call' | 'bill';

/** After a sign-up or a call, a monthly gift is the next step offered. */
const OFFERS_GIFT: ReadonlySet<ShareAction> = new Set(['sms', 'volunteer', 'call']);

interface SharePanelProps {
  action: ShareAction;
  /** The page that leads to the same action, without a language prefix: `/volunteer/`. */
  path: string;
  /** True when the panel appears after an action: focus moves to it, the toast has spoken. */
  focusOnMount?: boolean;
}

/** After an action, ask the visitor to bring a friend to the same page. */
export const SharePanel = ({ action, path, focusOnMount = false }: SharePanelProps) => {
  const { t } = useTranslation('common');
  const { language } = useI18next();
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = useId();
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const url = canonicalPageUrl(lang, path);
  const message: ShareMessage = useMemo(
    () => ({ url, text: t(`share.message.${action}`), subject: t('share.subject') }),
    [url, t, action],
  );
  const { canWebShare, webShare, copy, copyState, track } = useShare(message, url);

  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);

  return (
    <section className={styles.panel} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} ref={heading} tabIndex={-1} className={styles.title}>
        {t('share.title')}
      </h2>
      <p className={styles.lead}>{t(`share.lead.${action}`)}</p>
      <div className={styles.copyRow}>
        <label htmlFor={`${ids}-url`} className="visually-hidden">
          {t('share.linkLabel')}
        </label>
        <input
          id={`${ids}-url`}
          className={styles.url}
          type="url"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {t('share.copy')}
        </Button>
      </div>
      {/* Always rendered and sized: the confirmation must be announced and must not push the links. */}
      <p role="status" className={styles.status} data-state={copyState}>
        {copyState === 'idle' ? '' : t(`share.${copyState}`)}
      </p>
      <ul className={styles.links} aria-label={t('share.linksLabel')}>
        {LINK_METHODS.map((method) => (
          <li key={method}>
            <a
              className={styles.link}
              href={shareLink(method, message)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => track(method)}
            >
              {t(`share.via.${method}`)}
              <span className="visually-hidden"> {t('share.newTab')}</span>
            </a>
          </li>
        ))}
        {/* Last, so that appearing after hydration moves none of the other links. */}
        {canWebShare && (
          <li>
            <Button variant="primary" onClick={() => void webShare()}>
              {t('share.webShare')}
            </Button>
          </li>
        )}
      </ul>
      {OFFERS_GIFT.has(action) && <MonthlyGift />}
      <LazyYourActions headingLevel={3} />
    </section>
  );
};
