import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { ApiError } from '../../lib/api-error';
import { useFailureToast } from '../../components/form/toast-result';
import { showToast } from '../../components/ui/toast';
import { fetchArticle, type Article } from './api';
import { sanitizeApiHtmlInBrowser } from '../../../contract/html-policy/sanitize-in-browser';

export type FreshArticleState =
  | { status: 'loading' }
  | { status: 'ready'; article: Article }
  | { status: 'not-found' }
  | { status: 'failed'; error: unknown };

/** The server's own message for an unknown article, when it gave one. */
const serverMessageOf = (error: ApiError): string | null =>
  error.failure.kind === 'server' ? error.failure.serverMessage : null;

/**
 * Loads an article published after the last build. A 404 (or an empty answer) means
 * there is no such article: the not-found page stays, with the spec's "Error" toast
 * (point 8) carrying the server's `Message`. Any other failure shows that toast too.
 */
export const useFreshArticle = (uuid: string): { state: FreshArticleState; retry: () => void } => {
  const [state, setState] = useState<FreshArticleState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { t } = useTranslation('news');
  // Read through a ref: a new toast function (language change) must not load the article again.
  const failureToast = useRef<(error: unknown) => void>(() => undefined);
  const toastFailure = useFailureToast();
  failureToast.current = (error) => toastFailure(error, t('article.errorTitle'));
  const notFoundToast = useRef<(serverMessage: string | null) => void>(() => undefined);
  notFoundToast.current = (serverMessage) =>
    void showToast({
      kind: 'error',
      title: t('article.errorTitle'),
      message: serverMessage ?? t('article.notFound'),
    });
  useEffect(() => {
    const controller = new AbortController();
    const load = async () => {
      setState({ status: 'loading' });
      try {
        const article = await fetchArticle(uuid, controller.signal);
        if (!article?.uuid || !article.title) {
          notFoundToast.current(null);
          return setState({ status: 'not-found' });
        }
        const story = await sanitizeApiHtmlInBrowser(article.story ?? '');
        if (!controller.signal.aborted)
          setState({ status: 'ready', article: { ...article, story } });
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) {
          notFoundToast.current(serverMessageOf(error));
          return setState({ status: 'not-found' });
        }
        failureToast.current(error);
        setState({ status: 'failed', error });
      }
    };
    void load();
    return () => controller.abort();
  }, [uuid, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
};
