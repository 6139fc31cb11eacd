import React, { useId, useRef, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Button } from '../../components/ui/button';
import { trackDonation } from '../../lib/pixel';
import { MAX_CUSTOM_AMOUNT, MIN_CUSTOM_AMOUNT, parseWholeDollars } from './amounts';
import { oneTimeUrl, type AmountMethod } from './payment-urls';
import * as styles from './panels.module.css';

/** Any whole-dollar amount; the payment site opens in a new tab, as for the presets. */
export const CustomAmountForm = ({ method }: { method: AmountMethod }) => {
  const { t } = useTranslation('donate');
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();

  const give = (event: React.FormEvent) => {
    event.preventDefault();
    const amount = parseWholeDollars(text);
    if (amount === null) {
      setInvalid(true);
      input.current?.focus();
      return;
    }
    setInvalid(false);
    trackDonation(amount);
    window.open(oneTimeUrl(method, amount), '_blank', 'noopener,noreferrer');
  };

  const change = (value: string) => {
    setText(value);
    // Once the visitor has been told, the message goes away as soon as the amount is right.
    if (invalid && parseWholeDollars(value) !== null) setInvalid(false);
  };

  return (
    <form className={styles.custom} onSubmit={give} noValidate>
      <label htmlFor={inputId} className={styles.customLabel}>
        {t('custom.label')}
      </label>
      <div className={styles.customRow}>
        <span className={styles.currency} aria-hidden="true">
          $
        </span>
        <input
          ref={input}
          id={inputId}
          type="number"
          inputMode="numeric"
          min={MIN_CUSTOM_AMOUNT}
          max={MAX_CUSTOM_AMOUNT}
          step={1}
          value={text}
          onChange={(event) => change(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          className={styles.customInput}
        />
        <Button type="submit" variant="primary">
          {t('custom.give')}
        </Button>
      </div>
      {invalid && (
        <p id={errorId} className={styles.error} role="alert">
          {t('custom.invalid')}
        </p>
      )}
    </form>
  );
};
