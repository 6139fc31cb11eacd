export const IMPACT = { babiesSaved: 2431, womenHelped: 10872, yearEstablished: 1998 } as const;
