import React, { useState } from 'react';
import { AmountPanel } from './amount-panel';
import { CheckPanel, type CheckDetails } from './check-panel';
import { DEFAULT_METHOD, type DonationMethod } from './donation-methods';
import { MethodPicker } from './method-picker';
import { VenmoPanel } from './venmo-panel';
import * as styles from './donate-methods.module.css';

export interface DonateMethodsProps {
  check: CheckDetails;
  venmoHandle: string | null;
}

/** The method radios and the one panel the chosen method shows. */
export const DonateMethods = ({ check, venmoHandle }: DonateMethodsProps) => {
  const [method, setMethod] = useState<DonationMethod>(DEFAULT_METHOD);
  return (
    <div className={styles.layout}>
      <MethodPicker value={method} onChange={setMethod} />
      <div className={styles.panelArea}>
        {(method === 'donorbox' || method === 'paypal') && (
          // Keyed so a half-typed custom amount does not carry over to the other site.
          <AmountPanel key={method} method={method} />
        )}
        {method === 'venmo' && <VenmoPanel handle={venmoHandle} />}
        {method === 'check' && <CheckPanel {...check} />}
      </div>
    </div>
  );
};
