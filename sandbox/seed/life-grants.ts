// Life grant accounts a visitor can open at /services/life-grant-balance/{uid}.

export interface LifeGrantLine {
  date: string;
  budgetType: string;
  reason?: string;
  amount: number;
}

export interface LifeGrantRecord {
  name: string;
  lineItems: LifeGrantLine[];
}

export const LIFE_GRANTS: Record<string, LifeGrantRecord> = {
  'lg-2026-0147': {
    name: 'Jessica M. (Salt Lake City)',
    lineItems: [
      {
        date: '2026-02-03T17:00:00.000Z',
        budgetType: 'Grant',
        reason: 'Initial life grant',
        amount: 2500,
      },
      {
        date: '2026-02-10T17:00:00.000Z',
        budgetType: 'Rent',
        reason: 'February rent',
        amount: -850,
      },
      { date: '2026-02-24T17:00:00.000Z', budgetType: 'Baby Supplies', amount: -126.4 },
      {
        date: '2026-03-05T17:00:00.000Z',
        budgetType: 'Utilities',
        reason: 'Power bill',
        amount: -98.15,
      },
      {
        date: '2026-03-18T17:00:00.000Z',
        budgetType: 'Grant',
        reason: 'Donor top-up',
        amount: 500,
      },
      {
        date: '2026-04-02T17:00:00.000Z',
        budgetType: 'Medical',
        reason: 'Prenatal visit co-pay',
        amount: -60,
      },
      { date: '2026-04-20T17:00:00.000Z', budgetType: 'Transportation', amount: -45.5 },
    ],
  },
  'lg-2026-0099': {
    name: 'Amber T. (Ogden)',
    lineItems: [
      {
        date: '2026-01-08T17:00:00.000Z',
        budgetType: 'Grant',
        reason: 'Initial life grant',
        amount: 1200,
      },
      {
        date: '2026-01-12T17:00:00.000Z',
        budgetType: 'Rent',
        reason: 'January rent',
        amount: -950,
      },
      { date: '2026-02-02T17:00:00.000Z', budgetType: 'Utilities', amount: -180 },
      {
        date: '2026-02-15T17:00:00.000Z',
        budgetType: 'Car Repair',
        reason: 'New tyres',
        amount: -210,
      },
    ],
  },
};

/** Cents arithmetic, so 2500 - 126.4 - 98.15 does not come out as 2375.4499999. */
export function balanceOf(record: LifeGrantRecord): number {
  const cents = record.lineItems.reduce((sum, line) => sum + Math.round(line.amount * 100), 0);
  return cents / 100;
}
