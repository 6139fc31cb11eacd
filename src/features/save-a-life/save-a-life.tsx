import React from 'react';
import { Programme } from './programme';
import { SaveALifeForm } from './save-a-life-form';
import * as styles from './save-a-life.module.css';

/** The Save a Life page body: the programme beside the pledge form. */
export const SaveALife = () => (
  <div className={styles.layout}>
    <Programme />
    <SaveALifeForm />
  </div>
);
