import path from 'node:path';

export interface RequestPath {
  /** Decoded, normalised path such as `/es/donate/`. */
  pathname: string;
  /** The path as the client sent it, still percent-encoded (safe to echo in a Location). */
  rawPathname: string;
  /** `?query` or the empty string. */
  search: string;
}

/**
 * Splits and decodes a request URL. Returns null for anything that is not a plain, normalised
 * path (`..`, `//`, backslashes, NUL, bad escapes): such requests are answered as not found,
 * and a slash redirect can then never point off-site (`//evil.example/`).
 */
export function parseRequestPath(url: string): RequestPath | null {
  const queryStart = url.indexOf('?');
  const rawPathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const search = queryStart === -1 ? '' : url.slice(queryStart);
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPathname);
  } catch {
    return null;
  }
  if (!pathname.startsWith('/') || /[\\\0]/.test(pathname)) return null;
  if (path.posix.normalize(pathname) !== pathname) return null;
  return { pathname, rawPathname, search };
}
