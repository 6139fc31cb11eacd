import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { useFailureToast } from '../../components/form/toast-result';
import { useFormMessages } from '../../components/form/use-form-messages';
import { showToast } from '../../components/ui/toast';
import { searchLegislators, type LegislatorSearch, type LegislatorsFound } from './api';

/** Runs a lookup: loading flag, the legislators found, and the spec's toasts (point 8). */
export const useLegislatorSearch = () => {
  const { t } = useTranslation('legislator-lookup');
  const { titles } = useFormMessages();
  const toastFailure = useFailureToast();
  const [loading, setLoading] = useState(false);
  const [found, setFound] = useState<LegislatorsFound | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  const search = useCallback(
    async (values: LegislatorSearch): Promise<void> => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setLoading(true);
      setFound(null);
      try {
        const response = await searchLegislators(values, controller.signal);
        if (response.success) setFound(response);
        else {
          const message = t('toast.noLegislators');
          void showToast({ kind: 'error', title: t('toast.searchErrorTitle'), message });
        }
      } catch (error) {
        if (!controller.signal.aborted) toastFailure(error, titles.error);
      } finally {
        if (inFlight.current === controller) {
          inFlight.current = null;
          setLoading(false);
        }
      }
    },
    [t, titles.error, toastFailure],
  );

  const reset = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    setLoading(false);
    setFound(null);
  }, []);

  useEffect(() => () => inFlight.current?.abort(), []);

  return { loading, found, search, reset };
};
