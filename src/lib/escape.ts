// Escaping for text written into markup or patterns by hand (the RSS feed, the sandbox's
// stories and images, the static datalist, the i18n checks). One rule each, so a character
// one copy forgot cannot slip through it.

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text for HTML or XML, in content or in an attribute quoted either way. Control characters
 * XML 1.0 forbids are dropped (they are never meant as text).
 */
export const escapeMarkup = (text: string): string =>
  text
    // eslint-disable-next-line no-control-regex -- removing exactly these characters is the point
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);

/** `text` as a regular expression that matches exactly it. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
