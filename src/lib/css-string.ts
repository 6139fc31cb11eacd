/**
 * Text as a quoted CSS string, safe inside a `<style>` element whatever it holds: every
 * character but letters, digits and spaces is written as a hex escape, so neither a quote
 * nor `</style>` can end the string or the element. For labels from outside (the score
 * card's bill names come from the organisation's spreadsheet).
 */
export const cssString = (text: string): string => {
  let escaped = '';
  for (const character of text) {
    escaped += /[\p{L}\p{N} ]/u.test(character)
      ? character
      : `\\${character.codePointAt(0)!.toString(16)} `;
  }
  return `"${escaped}"`;
};
