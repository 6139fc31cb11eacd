import React, { useId } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { DONATION_METHODS, PREFERRED_METHOD, type DonationMethod } from './donation-methods';
import * as styles from './method-picker.module.css';

interface MethodPickerProps {
  value: DonationMethod;
  onChange: (method: DonationMethod) => void;
}

/**
 * Native radios in a fieldset: the browser gives arrow-key movement and announces the group.
 * Each radio is named by the method alone; its hint is the description, not part of the name.
 */
export const MethodPicker = ({ value, onChange }: MethodPickerProps) => {
  const { t } = useTranslation('donate');
  const name = useId();
  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>{t('methods.legend')}</legend>
      <div className={styles.options}>
        {DONATION_METHODS.map((method) => (
          <label key={method} className={styles.option} data-checked={value === method}>
            <input
              type="radio"
              name={name}
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              aria-labelledby={`${name}-${method}-name`}
              aria-describedby={`${name}-${method}-hint`}
              className={styles.radio}
            />
            <span className={styles.text}>
              <span id={`${name}-${method}-name`} className={styles.name}>
                {t(`methods.${method}.name`)}
                {method === PREFERRED_METHOD && (
                  <span className={styles.badge}>{t('methods.preferred')}</span>
                )}
              </span>
              <span id={`${name}-${method}-hint`} className={styles.hint}>
                {t(`methods.${method}.hint`)}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
};
