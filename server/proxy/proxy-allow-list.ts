import { endpointsAt } from '../../contract';

/**
 * Only the calls of the API contract (`contract/endpoints.ts`) are forwarded, so the
 * server's credentials cannot be used to reach any other provider endpoint.
 */
export type ContractDecision =
  | { allowed: true }
  | { allowed: false; statusCode: 404 }
  | { allowed: false; statusCode: 405; allow: string[] };

/** Decides on the still-encoded path after the API prefix, e.g. `/articles/uid/abc`. */
export function checkContract(method: string, apiPath: string): ContractDecision {
  const methods = endpointsAt(apiPath).map(([, endpoint]) => endpoint.method as string);
  if (methods.includes(method)) return { allowed: true };
  if (methods.length === 0) return { allowed: false, statusCode: 404 };
  return { allowed: false, statusCode: 405, allow: [...new Set(methods)] };
}
