import React, { cloneElement, type ReactElement, type ReactNode } from 'react';

// A translation's own tags: <name>text</name>, not nested, as the translators' JSON writes
// them (see content/locales/*/sms.json, consent.note).
const TAG = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A translated sentence in which tagged words become elements: `<terms>Terms of Use</terms>`
 * with `components={{ terms: <Link to="/terms-of-use/" /> }}` renders that link around
 * "Terms of Use". Everything is rendered as text, never as HTML; a tag with no component
 * shows its words plainly. It replaces react-i18next's <Trans>, which every page would
 * otherwise download (see src/gatsby/webpack.ts).
 */
export const TaggedText = ({
  text,
  components,
}: {
  text: string;
  components: Record<string, ReactElement>;
}) => {
  // split() with two groups yields: text, name, words, text, name, words, ..., text.
  const parts = text.split(TAG);
  const nodes: ReactNode[] = [];
  for (let index = 0; index < parts.length; index += 3) {
    nodes.push(parts[index]);
    const name = parts[index + 1];
    const words = parts[index + 2];
    if (name === undefined) break;
    const component = components[name];
    nodes.push(component ? cloneElement(component, { key: index }, words) : words);
  }
  return <>{nodes}</>;
};
