import { useEffect } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { useFormMessages } from '../../components/form/use-form-messages';
import { showToast } from '../../components/ui/toast';

/**
 * When the Utah cities list could not be loaded, an "Attention" toast.
 * The list comes with the page (build time); an empty one means it failed.
 */
export const useCitiesWarning = (cities: ReadonlyArray<string>) => {
  const { t } = useTranslation('volunteer');
  const { titles } = useFormMessages();
  const missing = cities.length === 0;
  const message = t('citiesUnavailable');
  useEffect(() => {
    if (missing) void showToast({ kind: 'warning', title: titles.attention, message });
  }, [missing, message, titles.attention]);
};
