/**
 * The provider API contract (method + path under /rest/pluapi/v1). Nothing else is forwarded,
 * so the server's credentials cannot be used to reach any other provider endpoint.
 * `:id` stands for one path segment of letters, digits, `-` or `_` (uuids, numbers, codes).
 */
const CONTRACT: ReadonlyArray<readonly [method: string, pattern: string]> = [
  ['GET', '/women/reports/impact'],
  ['GET', '/articles'],
  ['GET', '/articles/uid/:id'],
  ['GET', '/partners'],
  ['POST', '/sms/signup'],
  ['POST', '/sms/unsubscribe'],
  ['GET', '/sms/verify/:id'],
  ['POST', '/volunteer'],
  ['GET', '/actionemail/:id'],
  ['POST', '/actionemail/sender'],
  ['POST', '/government/legislators'],
  ['POST', '/savealife'],
  ['GET', '/services/lifegrantbalance'],
  ['POST', '/contact'],
];

const ID_SEGMENT = /^[A-Za-z0-9_-]+$/;

export type ContractDecision =
  | { allowed: true }
  | { allowed: false; statusCode: 404 }
  | { allowed: false; statusCode: 405; allow: string[] };

function pathMatches(pattern: string, apiPath: string): boolean {
  const expected = pattern.split('/');
  const actual = apiPath.split('/');
  return (
    expected.length === actual.length &&
    expected.every((part, index) => {
      const segment = actual[index] ?? '';
      return part === ':id' ? ID_SEGMENT.test(segment) : part === segment;
    })
  );
}

/** Decides on the still-encoded path after the API prefix, e.g. `/articles/uid/abc`. */
export function checkContract(method: string, apiPath: string): ContractDecision {
  const methods = CONTRACT.filter(([, pattern]) => pathMatches(pattern, apiPath)).map(([m]) => m);
  if (methods.includes(method)) return { allowed: true };
  if (methods.length === 0) return { allowed: false, statusCode: 404 };
  return { allowed: false, statusCode: 405, allow: [...new Set(methods)] };
}
