import React from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { CheckboxField } from '../../components/form/checkbox-field';
import { CheckboxGroup } from '../../components/form/checkbox-group';
import { TextField } from '../../components/form/text-field';
import { PREFERENCE_ERROR_FIELD, PREFERENCES, type VolunteerValues } from './schema';

interface PreferencesStepProps {
  form: UseFormReturn<VolunteerValues>;
  errorText: (key?: string) => string | undefined;
}

/** Step 2: at least one way to serve; "other" needs a description, and enables its input. */
export const PreferencesStep = ({ form, errorText }: PreferencesStepProps) => {
  const { t } = useTranslation('volunteer');
  const {
    register,
    watch,
    clearErrors,
    formState: { errors },
  } = form;
  const otherChosen = watch('other') === true;
  return (
    <CheckboxGroup
      legend={t('fields.preferences')}
      hint={t('fields.preferencesHint')}
      error={errorText(errors[PREFERENCE_ERROR_FIELD]?.message)}
    >
      {PREFERENCES.map((name) => (
        <CheckboxField
          key={name}
          label={t(`preferences.${name}`)}
          // Any tick re-checks the group rule, whose error sits on the first box.
          registration={register(name, {
            deps: [PREFERENCE_ERROR_FIELD],
            onChange: name === 'other' ? () => clearErrors('otherDesc') : undefined,
          })}
        />
      ))}
      <TextField
        label={t('fields.otherDesc')}
        error={otherChosen ? errorText(errors.otherDesc?.message) : undefined}
        registration={register('otherDesc')}
        disabled={!otherChosen}
        required={otherChosen}
        maxLength={500}
      />
    </CheckboxGroup>
  );
};
