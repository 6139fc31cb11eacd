import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { LegislatorMessageValues } from './schema';

type TextFieldName =
  'fullName' | 'email' | 'address' | 'city' | 'zip' | 'subject' | 'message' | 'humanAnswer';

/** Registration, translated error and "valid once touched" styling for one field (spec point 5). */
export const useFieldState = () => {
  const { t } = useTranslation('action-email');
  const {
    register,
    formState: { errors, touchedFields },
  } = useFormContext<LegislatorMessageValues>();
  return (name: TextFieldName) => {
    const message = errors[name]?.message;
    return {
      registration: register(name),
      error: message ? t(`errors.${message}`) : undefined,
      showValid: Boolean(touchedFields[name]),
      required: true,
    };
  };
};
