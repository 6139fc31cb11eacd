import { useCallback } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { ApiError } from '../../lib/api-error';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * What a failed call means to the visitor, in the page's language (keys under `apiErrors`
 * in `common`, which every page loads). The server's own message wins where the spec
 * shows it (point 8); everything else has a translated text, never an English fallback.
 */
export const apiErrorText = (error: unknown, t: Translate): string => {
  if (!(error instanceof ApiError)) return t('apiErrors.unknown');
  const { failure } = error;
  switch (failure.kind) {
    case 'server':
      return failure.serverMessage ?? t('apiErrors.server', { status: failure.status });
    case 'rate-limited':
      return t('apiErrors.rateLimited');
    case 'timeout':
      return t('apiErrors.timeout');
    case 'contract':
      return t('apiErrors.unexpectedReply');
    case 'network':
      return t('apiErrors.network');
  }
};

export const useApiErrorText = (): ((error: unknown) => string) => {
  const { t } = useTranslation('common');
  return useCallback((error: unknown) => apiErrorText(error, t as Translate), [t]);
};
