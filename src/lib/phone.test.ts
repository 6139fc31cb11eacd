import { dashedPhone, nationalDigits, usPhoneDigits } from './phone';
import { usPhone } from './phone-schema';

const schema = usPhone({ required: 'required', invalid: 'invalid' });
const digitsSchema = usPhone({ required: 'required', invalid: 'invalid' }, 'digits');

describe('a US phone number written the usual ways', () => {
  it.each([
    '8015550101',
    '801-555-0101',
    '801.555.0101',
    '(801) 555-0101',
    ' 801 555 0101 ',
    '+1 (801) 555-0101',
    '+1 801-555-0101',
    '1-801-555-0101',
    '18015550101',
  ])('reads %p as 8015550101', (typed) => {
    expect(usPhoneDigits(typed)).toBe('8015550101');
    expect(schema.validateSync(typed)).toBe('801-555-0101');
    expect(digitsSchema.validateSync(typed)).toBe('8015550101');
  });

  it.each([
    ['nine digits', '801-555-010'],
    ['twelve digits', '801-555-0101-2'],
    ['another country code', '+44 20 7946 0958'],
    ['letters', '801-555-CALL'],
    ['an extension', '801-555-0101 x2'],
    ['a plus sign inside', '801+555-0101'],
    ['an area code starting with 1', '1801555010'],
  ])('refuses %s', (_, typed) => {
    expect(usPhoneDigits(typed)).toBeNull();
    expect(() => schema.validateSync(typed)).toThrow('invalid');
  });

  it('asks for a number when there is none', () => {
    expect(() => schema.validateSync('   ')).toThrow('required');
  });

  it('drops the country code while the number is still being typed', () => {
    expect(nationalDigits('+1')).toBe('');
    expect(nationalDigits('+1 (80')).toBe('80');
    expect(nationalDigits('1-801-555-01')).toBe('80155501');
  });

  it('writes ten digits in the dashed form', () => {
    expect(dashedPhone('8015550101')).toBe('801-555-0101');
  });
});
