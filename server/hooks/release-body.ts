import { RELEASE_NAME } from '../releases/releases';

export type ReleaseBody<K extends string> =
  { ok: true; value: Partial<Record<K, string>> } | { ok: false; message: string };

/**
 * The small JSON bodies of the staff hooks: `{"release": "<id>"}` for publish and rollback,
 * `{"publish": "<id>"}` for unlock. Every named field is optional; a value must be a release id.
 */
export function parseReleaseBody<K extends string>(
  raw: Buffer,
  fields: readonly K[],
): ReleaseBody<K> {
  const text = raw.toString('utf8').trim();
  if (text === '') return { ok: true, value: {} };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, message: `The body must be JSON, e.g. {"${fields[0]}": "<release id>"}` };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return {
      ok: false,
      message: `The body must be a JSON object, e.g. {"${fields[0]}": "<release id>"}`,
    };
  }
  const value: Partial<Record<K, string>> = {};
  for (const field of fields) {
    const given = (body as Record<string, unknown>)[field];
    if (given === undefined) continue;
    if (typeof given !== 'string' || !RELEASE_NAME.test(given)) {
      return {
        ok: false,
        message: `"${field}" must be a release id such as 20250601T030000123Z-a1b2c3`,
      };
    }
    value[field] = given;
  }
  return { ok: true, value };
}
