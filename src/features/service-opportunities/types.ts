export interface OpportunityFile {
  kind: string;
  path: string;
  bytes: number;
}

export interface Opportunity {
  opportunityId: string;
  image: string;
  files: ReadonlyArray<OpportunityFile>;
}

/** Every project guide has the same number of hosting steps in each language. */
export const STEP_KEYS = ['1', '2', '3', '4'] as const;
