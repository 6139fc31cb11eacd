import { emailAddress, hasDottedDomain } from './email-schema';

describe('e-mail addresses', () => {
  it('needs a dot in the domain, with something on both sides', () => {
    expect(hasDottedDomain('ana@example.org')).toBe(true);
    expect(hasDottedDomain('ana@mail.example.co.uk')).toBe(true);
    expect(hasDottedDomain('ana@example')).toBe(false);
    expect(hasDottedDomain('ana@example.')).toBe(false);
    expect(hasDottedDomain('ana@.org')).toBe(false);
    expect(hasDottedDomain('ana.example.org')).toBe(false);
  });

  it('gives the form its own message keys', async () => {
    const schema = emailAddress({ required: 'emailRequired', invalid: 'emailInvalid' });
    await expect(schema.validate('ana@example')).rejects.toThrow('emailInvalid');
    await expect(schema.validate('ana@')).rejects.toThrow('emailInvalid');
    await expect(schema.validate('  ')).rejects.toThrow('emailRequired');
    await expect(schema.validate(' ana@example.org ')).resolves.toBe('ana@example.org');
  });
});
