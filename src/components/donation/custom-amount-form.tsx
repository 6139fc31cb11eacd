import React, { useId, useRef, useState } from 'react';
import { Button } from '../ui/button';
import { trackDonation } from '../../lib/pixel';
import { MAX_CUSTOM_AMOUNT, MIN_CUSTOM_AMOUNT, parseWholeDollars } from './custom-amount';
import * as styles from './custom-amount-form.module.css';

interface CustomAmountFormProps {
  /** The payment page for `amount` whole dollars. */
  urlFor: (amount: number) => string;
  /** The caller's words, in its own namespace: the field's label, the button, the refusal. */
  text: { label: string; give: string; invalid: string };
  /** `dark` on the teal donate block, `light` on a white panel. */
  tone?: 'light' | 'dark';
  className?: string;
}

/**
 * Any whole-dollar amount (custom-amount.ts); the payment site opens in a new tab, as for the
 * presets. An amount that is not one is refused with a message, and the typed text is kept.
 */
export const CustomAmountForm = ({
  urlFor,
  text,
  tone = 'light',
  className,
}: CustomAmountFormProps) => {
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();

  const give = (event: React.FormEvent) => {
    event.preventDefault();
    const amount = parseWholeDollars(typed);
    if (amount === null) {
      setInvalid(true);
      input.current?.focus();
      return;
    }
    setInvalid(false);
    trackDonation(amount);
    window.open(urlFor(amount), '_blank', 'noopener,noreferrer');
  };

  const change = (value: string) => {
    setTyped(value);
    // Once the visitor has been told, the message goes away as soon as the amount is right.
    if (invalid && parseWholeDollars(value) !== null) setInvalid(false);
  };

  return (
    <form
      className={[styles.form, styles[tone], className].filter(Boolean).join(' ')}
      onSubmit={give}
      noValidate
    >
      <label htmlFor={inputId} className={styles.label}>
        {text.label}
      </label>
      <div className={styles.row}>
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
          value={typed}
          onChange={(event) => change(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          className={styles.input}
        />
        <Button type="submit" variant="primary">
          {text.give}
        </Button>
      </div>
      {invalid && (
        <p id={errorId} className={styles.error} role="alert">
          {text.invalid}
        </p>
      )}
    </form>
  );
};
