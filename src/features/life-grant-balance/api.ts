import { apiRequest } from '../../lib/api-client';

/** One movement on a life grant: positive amounts are credits, negative ones spending. */
export interface LifeGrantLineItem {
  date: string;
  budgetType: string;
  reason?: string | null;
  amount: number;
}

export interface LifeGrantBalance {
  name: string;
  balance: number;
  lineItems: LifeGrantLineItem[];
}

/** GET /services/lifegrantbalance?uid=… (the uid travels URL-encoded as a query value). */
export const fetchLifeGrantBalance = (
  uid: string,
  signal?: AbortSignal,
): Promise<LifeGrantBalance> =>
  apiRequest<LifeGrantBalance>('/services/lifegrantbalance', { query: { uid }, signal });
