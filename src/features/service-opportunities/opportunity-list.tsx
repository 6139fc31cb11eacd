import React, { useMemo } from 'react';
import { OpportunityCard } from './opportunity-card';
import { useHashSelection } from './use-hash-selection';
import type { Opportunity } from './types';
import * as card from '../../components/ui/card.module.css';

/** The four project cards; each opens its own dialog, also reachable by #<id>. */
export const OpportunityList = ({
  opportunities,
}: {
  opportunities: ReadonlyArray<Opportunity>;
}) => {
  const ids = useMemo(() => opportunities.map((item) => item.opportunityId), [opportunities]);
  const { selected, select, clear } = useHashSelection(ids);
  return (
    <ul className={`${card.grid} ${card.four}`}>
      {opportunities.map((opportunity) => (
        <li key={opportunity.opportunityId}>
          <OpportunityCard
            opportunity={opportunity}
            open={selected === opportunity.opportunityId}
            onOpen={() => select(opportunity.opportunityId)}
            onClose={clear}
          />
        </li>
      ))}
    </ul>
  );
};
