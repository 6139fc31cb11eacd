import { useCallback, useEffect, useState } from 'react';
import { trackShare } from '../../lib/pixel';
import type { ShareMessage, ShareMethod } from './share-links';

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The share panel's behaviour: the Web Share API where the browser has one, copying the link,
 * and one pixel event per share. `page` is the shared path, for the pixel.
 */
export const useShare = (message: ShareMessage, page: string) => {
  // Known only in the browser, after hydration: the static HTML must match the first render.
  const [canWebShare, setCanWebShare] = useState(false);
  const [copyState, setCopyState] = useState<CopyState>('idle');
  useEffect(() => {
    setCanWebShare(typeof navigator !== 'undefined' && typeof navigator.share === 'function');
  }, []);

  const track = useCallback((method: ShareMethod) => trackShare(method, page), [page]);

  const webShare = useCallback(async () => {
    try {
      // Only ever called from a click: browsers refuse navigator.share without one.
      await navigator.share({ title: message.subject, text: message.text, url: message.url });
      track('web-share');
    } catch {
      // The visitor closed the share sheet (AbortError): nothing to say.
    }
  }, [message, track]);

  const copy = useCallback(async () => {
    try {
      await navigator.clipboard.writeText(message.url);
      setCopyState('copied');
      track('copy');
    } catch {
      // No clipboard access (an old browser, a denied permission): the link is on screen to copy.
      setCopyState('failed');
    }
  }, [message.url, track]);

  return { canWebShare, webShare, copy, copyState, track };
};
