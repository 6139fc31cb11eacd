import { vcardFileName, vcardOf } from './vcard';

/** Reads a vCard back the way an address book does: unfolds lines, splits name and value. */
const parse = (card: string) => {
  expect(card.endsWith('\r\n')).toBe(true);
  const lines = card.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
  return lines.map((line) => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon), line.slice(colon + 1)] as const;
  });
};

const DELIA = {
  name: 'Delia Bonneville',
  title: 'Utah House Representative',
  organisation: 'Utah State Legislature',
  district: 'District 24',
  cell: '801-555-0124',
  email: 'delia@legislature.example',
};

describe('the legislator vCard', () => {
  it('holds the name, title, district, cell and e-mail in vCard 3.0', () => {
    expect(parse(vcardOf(DELIA))).toEqual([
      ['BEGIN', 'VCARD'],
      ['VERSION', '3.0'],
      ['N', 'Bonneville;Delia;;;'],
      ['FN', 'Delia Bonneville'],
      ['TITLE', 'Utah House Representative'],
      ['ORG', 'Utah State Legislature'],
      ['NOTE', 'District 24'],
      ['TEL;TYPE=CELL,VOICE', '+18015550124'],
      ['EMAIL;TYPE=INTERNET', 'delia@legislature.example'],
      ['END', 'VCARD'],
    ]);
  });

  it('embeds a photo in folded lines of at most 75 octets, or links an image it cannot embed', () => {
    const base64 = 'A'.repeat(300);
    const card = vcardOf({ ...DELIA, photo: { type: 'JPEG', base64 } });
    for (const line of card.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(parse(card)).toContainEqual(['PHOTO;ENCODING=b;TYPE=JPEG', base64]);
    expect(parse(vcardOf({ ...DELIA, photo: { uri: 'https://api.test/d.svg' } }))).toContainEqual([
      'PHOTO;VALUE=uri',
      'https://api.test/d.svg',
    ]);
  });

  it('escapes what the API sends, so no value can add a line or a field', () => {
    const card = vcardOf({
      ...DELIA,
      name: 'Ana; María, Peña\nEND:VCARD',
      email: 'x@y.example\r\nTEL:1',
      cell: undefined,
    });
    const fields = parse(card);
    expect(fields.filter(([name]) => name === 'END')).toHaveLength(1);
    expect(fields.map(([name]) => name)).not.toContain('TEL');
    expect(fields).toContainEqual(['FN', 'Ana\\; María\\, Peña\\nEND:VCARD']);
    expect(fields).toContainEqual(['EMAIL;TYPE=INTERNET', 'x@y.example\\nTEL:1']);
  });

  it('names the file after the person', () => {
    expect(vcardFileName('Delia Bonneville')).toBe('delia-bonneville.vcf');
    expect(vcardFileName('José Peña')).toBe('jose-pena.vcf');
    expect(vcardFileName('<>')).toBe('legislator.vcf');
  });
});
