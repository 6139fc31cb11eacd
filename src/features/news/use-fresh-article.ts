import { useCallback, useEffect, useState } from 'react';
import { ApiError, toastApiError } from '../../lib/api-client';
import { fetchArticle, type Article } from './api';
import { sanitizeApiHtmlInBrowser } from '../../lib/html-policy/sanitize-in-browser';

export type FreshArticleState =
  | { status: 'loading' }
  | { status: 'ready'; article: Article }
  | { status: 'not-found' }
  | { status: 'failed' };

/**
 * Loads an article published after the last build. A 404 (or an empty answer) means
 * there is no such article; any other failure shows the spec's "Error" toast.
 */
export const useFreshArticle = (uuid: string): { state: FreshArticleState; retry: () => void } => {
  const [state, setState] = useState<FreshArticleState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    const load = async () => {
      setState({ status: 'loading' });
      try {
        const article = await fetchArticle(uuid, controller.signal);
        if (!article?.uuid || !article.title) return setState({ status: 'not-found' });
        const story = await sanitizeApiHtmlInBrowser(article.story ?? '');
        if (!controller.signal.aborted)
          setState({ status: 'ready', article: { ...article, story } });
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404)
          return setState({ status: 'not-found' });
        toastApiError(error, 'Error');
        setState({ status: 'failed' });
      }
    };
    void load();
    return () => controller.abort();
  }, [uuid, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
};
