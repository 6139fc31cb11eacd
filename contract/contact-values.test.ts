import { emailAddress, phoneNumber } from './contact-values';

test('only one plain e-mail address passes: no hidden recipients, subjects or lists', () => {
  expect(emailAddress(' dbonneville@le.utah.gov ')).toBe('dbonneville@le.utah.gov');
  expect(emailAddress("o'brien+office@house.utah.gov")).toBe("o'brien+office@house.utah.gov");
  for (const value of [
    'rep@x.gov?bcc=harvest@evil.example',
    'rep@x.gov&cc=harvest@evil.example',
    'rep@x.gov,harvest@evil.example',
    'rep@x.gov harvest@evil.example',
    'rep%40x.gov@evil.example',
    'javascript:alert(1)//@x.gov',
    'rep@localhost',
    '',
  ]) {
    expect(emailAddress(value)).toBeNull();
  }
});

test('a phone extension is kept apart from the number, however it is written', () => {
  for (const value of [
    '(900) 555-0000;ext=9',
    '900-555-0000 ext. 9',
    '900.555.0000 x9',
    '900 555 0000, extension 9',
    '9005550000 #9',
  ]) {
    expect(phoneNumber(value)).toEqual({ number: '+19005550000', extension: '9' });
  }
  expect(phoneNumber('801-555-0124')).toEqual({ number: '+18015550124', extension: null });
  expect(phoneNumber('1 (801) 555-0124')).toEqual({ number: '+18015550124', extension: null });
  expect(phoneNumber('+44 20 7946 0958')).toEqual({ number: '+442079460958', extension: null });
  for (const value of ['call the office', '555', '801-555-0124?x=1', '801+555+0124', '']) {
    expect(phoneNumber(value)).toBeNull();
  }
});
