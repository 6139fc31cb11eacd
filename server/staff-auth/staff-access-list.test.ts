import { decideAccess } from './staff-access-list';

const lists = { publishers: ['ana@prolifeutah.org'], viewers: ['ben@prolifeutah.org'] };
const ana = { sub: 'ana-ruiz', email: 'Ana@ProLifeUtah.org', name: 'Ana Ruiz' };

describe('finding 4: an e-mail address not marked verified does not sign in', () => {
  it.each([
    ['absent', {}],
    ['null', { email_verified: null }],
    ['0', { email_verified: 0 }],
    ['"False"', { email_verified: 'False' }],
    ['"no"', { email_verified: 'no' }],
    ['false', { email_verified: false }],
    ['"false"', { email_verified: 'false' }],
    ['"TRUE"', { email_verified: 'TRUE' }],
    ['1', { email_verified: 1 }],
  ])('refuses a listed publisher whose email_verified is %s', (_, verified) => {
    expect(decideAccess(lists, { ...ana, ...verified })).toEqual({
      allowed: false,
      email: 'ana@prolifeutah.org',
      reason:
        'The sign-in provider did not say that the address ana@prolifeutah.org is verified, so it cannot be trusted.',
    });
  });

  it.each([
    ['true', true],
    ['"true"', 'true'],
  ])('signs a listed publisher in when email_verified is %s', (_, verified) => {
    expect(decideAccess(lists, { ...ana, email_verified: verified })).toEqual({
      allowed: true,
      email: 'ana@prolifeutah.org',
      name: 'Ana Ruiz',
      role: 'publisher',
    });
  });

  it('trusts an absent email_verified when the operator says the organisation manages the addresses', () => {
    expect(decideAccess({ ...lists, emailManaged: true }, ana)).toMatchObject({
      allowed: true,
      role: 'publisher',
    });
  });

  it('still refuses an address on neither list when the addresses are managed', () => {
    expect(
      decideAccess({ ...lists, emailManaged: true }, { ...ana, email: 'eve@prolifeutah.org' }),
    ).toMatchObject({
      allowed: false,
      reason: 'eve@prolifeutah.org is not on the list of staff addresses.',
    });
  });
});
