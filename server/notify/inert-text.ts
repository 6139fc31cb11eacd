/**
 * Data from outside (article titles, reasons the API gave, error messages) placed in a staff
 * message, made inert: Slack, Teams, Google Chat and Discord all read `*bold*`, `_italic_`,
 * `~strike~`, `` `code` `` and `[label](url)` in the `text` they show, Slack `<!channel>` and
 * `<url|label>`, Discord `@everyone`. The characters that would format or mention are swapped
 * for look-alikes that do nothing (a person reads the same title); line breaks become spaces,
 * so a value cannot start lines of its own (a fake "Details" section in an e-mail). `<`, `>`
 * and `&` are escaped for the chat body as a whole (message.ts). The e-mail, plain text that
 * formats nothing, gets the characters back as typed (`asTyped`).
 */
const LOOK_ALIKES: Record<string, string> = {
  '*': '\u2217', // ∗ asterisk operator
  '~': '\u223C', // ∼ tilde operator
  '`': '\u02CB', // ˋ modifier grave
  '[': '\uFF3B', // ［
  ']': '\uFF3D', // ］
  '|': '\u2223', // ∣ divides
  '#': '\uFF03', // ＃
};

export function inert(value: string): string {
  return (
    value
      // Control characters and line breaks (including U+2028/2029) end up as one space.
      .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
      .replace(/[*~`[\]|#]/g, (char) => LOOK_ALIKES[char] ?? char)
      // An underscore inside a word (an id, snake_case) formats nothing and stays as typed.
      .replace(/(^|[^A-Za-z0-9])_|_(?=[^A-Za-z0-9]|$)/g, (match) => match.replace('_', '\uFF3F'))
      // A zero-width joiner after @ stops @everyone, @here and @channel from mentioning.
      .replace(/@(?=(everyone|here|channel|all)\b)/gi, '@\u2060')
  );
}

/** Each look-alike, and the character a person typed. */
const TYPED = new Map(
  Object.entries({ ...LOOK_ALIKES, _: '\uFF3F' }).map(
    ([char, lookAlike]) => [lookAlike, char] as const,
  ),
);
const LOOK_ALIKE = new RegExp(`[${[...TYPED.keys()].join('')}]`, 'g');

/** A message made of inert values, as the people typed them, for plain text (the e-mail). */
export function asTyped(text: string): string {
  return text.replace(LOOK_ALIKE, (char) => TYPED.get(char) ?? char).replace(/@\u2060/g, '@');
}

/**
 * What Slack (and Google Chat) need escaped in any text they are sent: these three only. Kept
 * apart from the site's escaper (src/lib/escape.ts) and `entities`: Slack decodes no other
 * entity, so their `&quot;`, `&#39;` or `&nbsp;` would show as typed in the message.
 */
export function escapeChatMarkup(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
