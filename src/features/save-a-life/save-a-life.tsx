import React from 'react';
import { ShareAfter } from '../../components/share/share-after';
import { useReturnedAfter } from '../../components/share/remembered-action';
import { Programme } from './programme';
import { SaveALifeForm } from './save-a-life-form';
import * as styles from './save-a-life.module.css';

/** The Save a Life page body: the programme beside the pledge form (and, back from paying, the share panel). */
export const SaveALife = () => {
  const pledged = useReturnedAfter('pledge');
  return (
    <div className={styles.layout}>
      <Programme />
      <ShareAfter shown={pledged} action="pledge" path="/save-a-life/">
        <SaveALifeForm />
      </ShareAfter>
    </div>
  );
};
