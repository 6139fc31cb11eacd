// Small checks shared by the form endpoints. Their messages name the fields, so a
// failing site test says exactly what the site forgot to send.

export type JsonObject = Record<string, unknown>;

export function asObject(value: unknown): JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as JsonObject)
    : {};
}

export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  return false;
}

/** Labels of the fields (key -> label) that are missing or blank in `body`. */
export function blankFields(body: JsonObject, labels: Record<string, string>): string[] {
  return Object.entries(labels)
    .filter(([key]) => isBlank(body[key]))
    .map(([, label]) => label);
}

export function requiredMessage(labels: string[]): string {
  return `Please fill in the required fields: ${labels.join(', ')}.`;
}

export function digitsOf(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number'
    ? String(value).replace(/\D/g, '')
    : '';
}

/** A number, or a string holding one ("12"); NaN otherwise. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}
