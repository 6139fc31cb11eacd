// Guards for URLs that come from the API: a partner's website or logo must never
// become a javascript:, data: or other scheme that runs or embeds code.

/** The URL, normalised, when it is an absolute http(s) URL; otherwise null. */
export const safeHttpUrl = (value: string | null | undefined): string | null => {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
};

/** Like safeHttpUrl, but also accepts a path on this site (`/images/...`, not `//host`). */
export const safeImageSrc = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  if (trimmed && /^\/(?![/\\])/.test(trimmed)) return trimmed;
  return safeHttpUrl(trimmed);
};
