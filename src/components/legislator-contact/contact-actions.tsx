import React from 'react';
import type { Legislator } from '../../../contract';
import { CallButton } from './call-button';
import { SaveContactButton } from './save-contact-button';
import type { Chamber } from './legislator-names';
import * as styles from './contact-actions.module.css';

interface ContactActionsProps {
  legislator: Legislator;
  chamber: Chamber;
  /** The city the visitor typed, for the call script. */
  city: string;
  /** The action email's title, when the visitor comes from one. */
  actionTitle?: string;
  /** The page a friend is invited to after a call, without a language prefix. */
  sharePath: string;
}

/** "Call" (when there is a number) and "Save contact" on a legislator's card. */
export const ContactActions = ({
  legislator,
  chamber,
  city,
  actionTitle,
  sharePath,
}: ContactActionsProps) => {
  const { formatName, district, cell, email, image } = legislator;
  return (
    <div className={`${styles.actions} no-print`}>
      {cell?.trim() && (
        <CallButton
          formatName={formatName}
          chamber={chamber}
          district={district}
          city={city}
          actionTitle={actionTitle}
          cell={cell.trim()}
          sharePath={sharePath}
        />
      )}
      <SaveContactButton
        formatName={formatName}
        chamber={chamber}
        district={district}
        cell={cell}
        email={email}
        image={image}
      />
    </div>
  );
};
