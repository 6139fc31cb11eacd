import type { LifeGrantBalance, LifeGrantLineItem } from '../../../contract';
import { callApi } from '../../lib/call-api';

// Positive line amounts are credits, negative ones spending.
export type { LifeGrantBalance, LifeGrantLineItem };

/** GET /services/lifegrantbalance?uid=… (the uid travels URL-encoded as a query value). */
export const fetchLifeGrantBalance = (
  uid: string,
  signal?: AbortSignal,
): Promise<LifeGrantBalance> => callApi('lifeGrantBalance', { query: { uid }, signal });
