import { STAFF_PATH } from './staff-auth-options';

export const DEFAULT_RETURN_PATH = `${STAFF_PATH}/`;

// A path of the console: /staff or /staff/..., made of ordinary URL characters only. No
// scheme, no host, no "//" (a protocol-relative address), no backslash (browsers read it as a
// slash), no dot segments, nothing a browser could turn into another site.
const SAFE_PATH =
  /^\/staff(?:\/[A-Za-z0-9\-._~%!$&'()*+,;=:@]*)*(?:\?[A-Za-z0-9\-._~%!$&'()*+,;=:@/?]*)?$/;

/** The address to go back to after sign-in: `candidate` if it is a console path, else /staff/. */
export function safeReturnPath(candidate: unknown): string {
  if (typeof candidate !== 'string' || candidate.length > 1000) return DEFAULT_RETURN_PATH;
  if (!SAFE_PATH.test(candidate)) return DEFAULT_RETURN_PATH;
  const pathOnly = candidate.split('?')[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathOnly);
  } catch {
    return DEFAULT_RETURN_PATH;
  }
  // Encoded slashes, backslashes and dot segments could climb out of /staff once decoded.
  const control = [...decoded].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);
  if (control || /\/\/|\\|(^|\/)\.\.?(\/|$)/.test(decoded)) return DEFAULT_RETURN_PATH;
  if (decoded !== STAFF_PATH && !decoded.startsWith(`${STAFF_PATH}/`)) return DEFAULT_RETURN_PATH;
  // Paths of the sign-in itself would loop.
  if (decoded.startsWith(`${STAFF_PATH}/sign-`)) return DEFAULT_RETURN_PATH;
  return candidate;
}
