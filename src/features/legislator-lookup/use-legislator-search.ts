import { useTranslation } from 'gatsby-plugin-react-i18next';
import { useFailureToast } from '../../components/form/toast-result';
import { useFormMessages } from '../../components/form/use-form-messages';
import { dismissToasts, showToast } from '../../components/ui/toast';
import { useRequest } from '../../lib/use-request';
import { searchLegislators, type LegislatorSearch, type LegislatorsFound } from './api';

/** Runs a lookup: loading flag, the legislators found, and the spec's toasts (point 8). */
export const useLegislatorSearch = () => {
  const { t } = useTranslation('legislator-lookup');
  const { titles } = useFormMessages();
  const toastFailure = useFailureToast();
  const { state, run, reset } = useRequest({
    // null: the search answered without legislators.
    request: async (values: LegislatorSearch, signal: AbortSignal) => {
      // A new search: the previous one's "Search Error" must not stand over these results.
      dismissToasts();
      const response = await searchLegislators(values, signal);
      if (response.success) return response;
      const message = t('toast.noLegislators');
      void showToast({ kind: 'error', title: t('toast.searchErrorTitle'), message });
      return null;
    },
    onFailure: (error: unknown) => toastFailure(error, titles.error),
  });
  const found: LegislatorsFound | null = state.status === 'loaded' ? state.data : null;
  return { loading: state.status === 'loading', found, search: run, reset };
};
