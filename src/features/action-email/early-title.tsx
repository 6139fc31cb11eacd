import React from 'react';
import { EARLY_TITLE_ATTRIBUTE } from './early-load';
import * as styles from './action-email.module.css';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface EarlyTitleProps {
  /** The page's own title, shown until the action e-mail's arrives. */
  text: string;
  /** The `lang` of the action e-mail's title, when it is not the page's (API text is English). */
  apiLang?: string;
}

/**
 * The loading page's title, which the head's script replaces with the action e-mail's own as
 * soon as the reply is in, before the site's scripts have loaded (src/gatsby/action-email-request.ts):
 * that title is the page's largest paint (LCP). Given as inner HTML because React leaves an
 * element's inner HTML as it found it when it hydrates the page, so the script's text stays
 * there until the loaded page renders the title itself, the same words in the same box.
 *
 * The script puts the title in a new element, not into this one: Chrome times the paint of a
 * block's text once, so new words in a block it has painted are no new largest paint (measured:
 * the title written in at 290 ms still counted at 844 ms, when React drew the loaded page).
 */
export const EarlyTitle = ({ text, apiLang }: EarlyTitleProps) => (
  <span
    {...{ [EARLY_TITLE_ATTRIBUTE]: apiLang ?? '' }}
    className={styles.earlyTitle}
    dangerouslySetInnerHTML={{ __html: `<span>${escapeHtml(text)}</span>` }}
    suppressHydrationWarning
  />
);
