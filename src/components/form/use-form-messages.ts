import { useTranslation } from 'gatsby-plugin-react-i18next';

/**
 * The kit's shared strings (namespace `form`): the failure toasts' titles and the
 * form-level messages. The page must load the `form` namespace.
 */
export const useFormMessages = () => {
  const { t } = useTranslation('form');
  return {
    /** "Please correct the highlighted fields." for <FormStatus> after an invalid submit. */
    invalid: t('invalid'),
    /** For <FormStatus> when the bot guard dropped a submission (a human can simply send again). */
    retry: t('retry'),
    titles: {
      success: t('titles.success'),
      error: t('titles.error'),
      attention: t('titles.attention'),
    },
  };
};
