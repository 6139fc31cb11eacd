import { useTranslation } from 'gatsby-plugin-react-i18next';
import { ApiError } from '../../lib/api-error';
import { useLoad } from '../../lib/use-request';
import { useFailureToast } from '../../components/form/toast-result';
import { showToast } from '../../components/ui/toast';
import { fetchArticle, type Article } from './api';
import { sanitizeApiHtmlInBrowser } from '../../../contract/html-policy/sanitize-in-browser';

export type FreshArticleState =
  | { status: 'loading' }
  | { status: 'ready'; article: Article }
  | { status: 'not-found' }
  /** The article exists but cannot be shown (the build left it out for the same reason). */
  | { status: 'unavailable' }
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
  const { t } = useTranslation('news');
  const toastFailure = useFailureToast();
  const notFoundToast = (serverMessage: string | null) =>
    void showToast({
      kind: 'error',
      title: t('article.errorTitle'),
      message: serverMessage ?? t('article.notFound'),
    });
  // A new toast function (language change) does not load the article again: useLoad reads
  // these callbacks through a ref.
  const { state, retry } = useLoad(uuid, {
    // null: no such article.
    request: async (key: string, signal: AbortSignal): Promise<Article | null> => {
      const article = await fetchArticle(key, signal);
      if (!article?.uuid || !article.title) {
        notFoundToast(null);
        return null;
      }
      const story = await sanitizeApiHtmlInBrowser(article.story ?? '');
      return { ...article, story };
    },
    onFailure: (
      error: unknown,
    ):
      | { notFound: true }
      | { unavailable: true; notFound: false }
      | { notFound: false; error: unknown } => {
      if (error instanceof ApiError && error.status === 404) {
        notFoundToast(serverMessageOf(error));
        return { notFound: true };
      }
      // The record does not fit the contract (no text, no date...): trying again cannot help,
      // and the build skipped it for the same reason. The visitor is told it is not available.
      if (error instanceof ApiError && error.failure.kind === 'contract') {
        return { unavailable: true, notFound: false };
      }
      toastFailure(error, t('article.errorTitle'));
      return { notFound: false, error };
    },
  });
  if (state.status === 'loaded')
    return {
      state: state.data ? { status: 'ready', article: state.data } : { status: 'not-found' },
      retry,
    };
  if (state.status === 'failed')
    return {
      state: state.failure.notFound
        ? { status: 'not-found' }
        : 'unavailable' in state.failure
          ? { status: 'unavailable' }
          : { status: 'failed', error: state.failure.error },
      retry,
    };
  return { state: { status: 'loading' }, retry };
};
