// The thank-you page reads these query parameters into a donation record that is
// only held, never shown and never logged. Parsing is pure so it can be tested on its own.
export const DONATION_QUERY_FIELDS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'amount',
  'currency',
  'address',
  'address_line_2',
  'state',
  'city',
  'country',
  'zip_code',
] as const;

type QueryField = (typeof DONATION_QUERY_FIELDS)[number];
type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/** Every field is null when its parameter is absent or blank; amount is a number when it is one. */
export type DonationRecord = {
  readonly [Field in Exclude<QueryField, 'amount'> as CamelCase<Field>]: string | null;
} & { readonly amount: number | null };

/** Longer values are not a donation platform's; they are cut rather than held whole. */
const MAX_LENGTH = 256;

const camelCase = (field: string): string =>
  field.replace(/_(\w)/g, (_match, letter: string) => letter.toUpperCase());

const parseAmount = (text: string | null): number | null => {
  if (text === null || !/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Number(text);
};

export const parseDonationRecord = (search: string): DonationRecord => {
  const params = new URLSearchParams(search);
  const text = (field: QueryField): string | null => {
    const value = params.get(field)?.trim().slice(0, MAX_LENGTH);
    return value ? value : null;
  };
  const entries = DONATION_QUERY_FIELDS.map((field) => [
    camelCase(field),
    field === 'amount' ? parseAmount(text(field)) : text(field),
  ]);
  return Object.freeze(Object.fromEntries(entries)) as DonationRecord;
};
