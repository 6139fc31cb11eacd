import type { HtmlPolicy } from './policy';

// Browsers drop tabs and newlines anywhere in a URL ("java\tscript:" is javascript:) and
// spaces and control characters at its ends; read the URL the way they will.
// (The control characters are what these expressions look for.)
/* eslint-disable no-control-regex */
const ENDS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
/* eslint-enable no-control-regex */
const asBrowsersReadIt = (value: string): string =>
  value.replace(/[\t\n\r]/g, '').replace(ENDS, '');
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// "//host" and "\\host" (browsers read "\" as "/") leave the site while looking relative.
const PROTOCOL_RELATIVE = /^[\\/]{2}/;

const schemeOf = (url: string): string | undefined => SCHEME.exec(url)?.[1]?.toLowerCase();

/** An `href`: one of the policy's schemes, or a path on this site. */
export const isAllowedLink = (policy: HtmlPolicy, value: string): boolean => {
  const url = asBrowsersReadIt(value);
  // A control character left inside is either junk or an attempt to hide a scheme.
  if (CONTROL_CHARACTER.test(url)) return false;
  const scheme = schemeOf(url);
  return scheme ? policy.linkSchemes.includes(scheme) : !PROTOCOL_RELATIVE.test(url);
};

/** An image `src`: absolute, with one of the policy's image schemes (no data:, no paths). */
export const isAllowedImage = (policy: HtmlPolicy, value: string): boolean => {
  const url = asBrowsersReadIt(value);
  const scheme = schemeOf(url);
  return !CONTROL_CHARACTER.test(url) && !!scheme && policy.imageSchemes.includes(scheme);
};

/** A link that leaves the site: absolute http(s). */
export const isExternalLink = (value: string): boolean => /^https?:/i.test(asBrowsersReadIt(value));
