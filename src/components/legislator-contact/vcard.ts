// A vCard 3.0 (RFC 2426) of one legislator, for phones and address books. Loaded when the
// visitor first asks for one. Every value comes from the API, so each is escaped.

export interface VcardPerson {
  /** The name alone, without "Rep."/"Sen.". */
  name: string;
  /** "Utah House Representative", in the page's language. */
  title: string;
  organisation: string;
  /** "District 24", in the page's language. */
  district: string;
  cell?: string;
  email?: string;
  /** Base64 of a JPEG, PNG or GIF, or else the image's address. */
  photo?: { type: 'JPEG' | 'PNG' | 'GIF'; base64: string } | { uri: string };
}

const escapeText = (value: string): string =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;');

const encoder = new TextEncoder();

/** Lines longer than 75 octets go on in continuation lines that start with a space (RFC 2425). */
const fold = (line: string): string => {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > 75) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
};

/** Family name last, as the API writes names ("Delia Bonneville"). */
const structuredName = (name: string): string => {
  const words = name.split(/\s+/).filter(Boolean);
  const family = words.length > 1 ? words.pop()! : '';
  return [family, words.join(' '), '', '', ''].map(escapeText).join(';');
};

const photoLine = (photo: VcardPerson['photo']): string | null => {
  if (!photo) return null;
  if ('uri' in photo) return `PHOTO;VALUE=uri:${photo.uri}`;
  return `PHOTO;ENCODING=b;TYPE=${photo.type}:${photo.base64}`;
};

export const vcardOf = (person: VcardPerson): string => {
  const digits = person.cell?.replace(/\D/g, '') ?? '';
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${structuredName(person.name)}`,
    `FN:${escapeText(person.name)}`,
    `TITLE:${escapeText(person.title)}`,
    `ORG:${escapeText(person.organisation)}`,
    `NOTE:${escapeText(person.district)}`,
    digits ? `TEL;TYPE=CELL,VOICE:${digits.length === 10 ? `+1${digits}` : digits}` : null,
    person.email?.trim() ? `EMAIL;TYPE=INTERNET:${escapeText(person.email.trim())}` : null,
    photoLine(person.photo),
    'END:VCARD',
  ];
  return `${lines
    .filter((line): line is string => line !== null)
    .map(fold)
    .join('\r\n')}\r\n`;
};

/** A file name from the person's name: letters and digits only. */
export const vcardFileName = (name: string): string =>
  `${
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'legislator'
  }.vcf`;
