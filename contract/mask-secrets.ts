// The one rule for keeping the API credentials (and other configured secrets) out of what
// people see: build errors, the server's logs, the proxy's echoed errors. Longest value first
// (a key that contains the token is not left half-masked). A value of credential length is
// masked wherever it appears, even glued to other text; a shorter one only where it stands as
// a whole word, so even a one-letter value masks itself and not every word containing it.

const CREDENTIAL_LENGTH = 8;

const isWordCharacter = (character: string | undefined): boolean =>
  character !== undefined && /[A-Za-z0-9]/.test(character);

const maskOne = (text: string, secret: string, mask: string): string => {
  let result = '';
  let from = 0;
  for (let at = text.indexOf(secret); at !== -1; at = text.indexOf(secret, at + 1)) {
    if (at < from) continue;
    const whole = !isWordCharacter(text[at - 1]) && !isWordCharacter(text[at + secret.length]);
    if (secret.length < CREDENTIAL_LENGTH && !whole) continue;
    result += text.slice(from, at) + mask;
    from = at + secret.length;
  }
  return result + text.slice(from);
};

/** `text` with each of `secrets` replaced by `mask` (short ones only as whole words). */
export function maskSecrets(text: string, secrets: readonly string[], mask = '[redacted]'): string {
  return [...secrets]
    .filter((secret) => secret.length > 0)
    .sort((a, b) => b.length - a.length)
    .reduce((masked, secret) => maskOne(masked, secret, mask), text);
}
