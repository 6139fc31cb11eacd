// Whoever knows STAFF_SESSION_SECRET can make a publisher's cookie on their own machine, so a
// secret anyone could guess is refused at start. Only a console signing in through a provider on
// this machine (the sandbox, the tests) may use one, as nobody else can reach it.

const MIN_SESSION_SECRET_LENGTH = 32;

/** Fewer different characters than this is a typed or made-up secret, not a random one. */
const MIN_DIFFERENT_CHARACTERS = 10;

/** Secrets written in this repository (the sandbox's and the tests'): published, so known. */
const PUBLISHED_SECRETS = new Set([
  'sandbox-only-session-secret-0123456789abcdef',
  'a-test-session-secret-of-at-least-32-characters',
]);

const HOW_TO_MAKE_ONE =
  'Make a new one with "openssl rand -base64 48" and put it in the environment file (everyone signed in will have to sign in again).';

/** Throws, saying what to do, when `secret` may not sign the console's cookies. */
export function checkSessionSecret(secret: string, providerOnThisMachine: boolean): void {
  if (secret.length < MIN_SESSION_SECRET_LENGTH) {
    throw new Error(
      `STAFF_SESSION_SECRET must have at least ${MIN_SESSION_SECRET_LENGTH} characters. ${HOW_TO_MAKE_ONE}`,
    );
  }
  if (providerOnThisMachine) return;
  if (PUBLISHED_SECRETS.has(secret)) {
    throw new Error(
      `STAFF_SESSION_SECRET is one written in the website's code (for the sandbox or the tests), so anyone can read it; it only works with a sign-in provider on this machine. ${HOW_TO_MAKE_ONE}`,
    );
  }
  if (new Set(secret).size < MIN_DIFFERENT_CHARACTERS || /^(.+?)\1+$/s.test(secret)) {
    throw new Error(
      `STAFF_SESSION_SECRET is too easy to guess (it needs at least ${MIN_DIFFERENT_CHARACTERS} different characters and must not repeat a shorter piece). ${HOW_TO_MAKE_ONE}`,
    );
  }
}
