import React from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { useFieldProps } from '../../components/form/field-props';
import { CheckboxField } from '../../components/form/checkbox-field';
import { CheckboxGroup } from '../../components/form/checkbox-group';
import { TextField } from '../../components/form/text-field';
import type { VolunteerValues } from './values';
import { PREFERENCE_ERROR_FIELD, PREFERENCES } from './values';

/** Step 2: at least one way to serve; "other" needs a description, and enables its input. */
export const PreferencesStep = () => {
  const { t } = useTranslation('volunteer');
  const { watch, clearErrors } = useFormContext<VolunteerValues>();
  const field = useFieldProps<VolunteerValues>();
  const otherChosen = watch('other') === true;
  const otherDesc = field('otherDesc');
  return (
    <CheckboxGroup
      legend={t('fields.preferences')}
      hint={t('fields.preferencesHint')}
      error={field(PREFERENCE_ERROR_FIELD).error}
    >
      {PREFERENCES.map((name) => (
        <CheckboxField
          key={name}
          label={t(`preferences.${name}`)}
          // Any tick re-checks the group rule, whose error sits on the first box.
          registration={
            field(name, {
              deps: [PREFERENCE_ERROR_FIELD],
              onChange: name === 'other' ? () => clearErrors('otherDesc') : undefined,
            }).registration
          }
        />
      ))}
      <TextField
        label={t('fields.otherDesc')}
        {...otherDesc}
        error={otherChosen ? otherDesc.error : undefined}
        disabled={!otherChosen}
        required={otherChosen}
        maxLength={500}
      />
    </CheckboxGroup>
  );
};
