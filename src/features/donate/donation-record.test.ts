import { parseDonationRecord } from './donation-record';

describe('parseDonationRecord', () => {
  it('reads every query parameter into the record', () => {
    const search =
      '?id=dn_123&first_name=Ana&last_name=Silva&email=ana%40example.org&amount=50.00&currency=USD' +
      '&address=12+Main+St&address_line_2=Apt+4&state=UT&city=Provo&country=US&zip_code=84601';
    expect(parseDonationRecord(search)).toEqual({
      id: 'dn_123',
      firstName: 'Ana',
      lastName: 'Silva',
      email: 'ana@example.org',
      amount: 50,
      currency: 'USD',
      address: '12 Main St',
      addressLine2: 'Apt 4',
      state: 'UT',
      city: 'Provo',
      country: 'US',
      zipCode: '84601',
    });
  });

  it('holds null for absent or blank parameters and for an amount that is not a number', () => {
    const record = parseDonationRecord('?first_name=%20%20&amount=ten');
    expect(record.firstName).toBeNull();
    expect(record.amount).toBeNull();
    expect(record.email).toBeNull();
    expect(parseDonationRecord('').id).toBeNull();
  });

  it('ignores parameters it does not know and cuts absurdly long values', () => {
    const record = parseDonationRecord(`?utm_source=mail&city=${'x'.repeat(1000)}`);
    expect(Object.keys(record)).not.toContain('utm_source');
    expect(record.city).toHaveLength(256);
  });

  it('keeps markup as inert text; the record is never rendered', () => {
    const record = parseDonationRecord('?first_name=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    expect(record.firstName).toBe('<img src=x onerror=alert(1)>');
    expect(Object.isFrozen(record)).toBe(true);
  });
});
