import React from 'react';
import { ShareAfter } from '../../components/share/share-after';
import { useReturnedAfter } from '../../components/share/remembered-action';
import { Programme } from './programme';
import { SaveALifeForm } from './save-a-life-form';
import { PageColumns } from '../../components/layout/page-columns';

/** The Save a Life page body: the programme beside the pledge form (and, back from paying, the share panel). */
export const SaveALife = () => {
  const pledged = useReturnedAfter('pledge');
  return (
    <PageColumns shape="textThenWideForm">
      <Programme />
      <ShareAfter shown={pledged} action="pledge" path="/save-a-life/">
        <SaveALifeForm />
      </ShareAfter>
    </PageColumns>
  );
};
