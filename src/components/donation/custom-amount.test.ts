import { parseWholeDollars } from './custom-amount';

describe('parseWholeDollars', () => {
  it.each([
    ['1', 1],
    [' 75 ', 75],
    ['100000', 100000],
  ])('accepts %p', (text, amount) => expect(parseWholeDollars(text)).toBe(amount));

  it.each(['', '0', '-5', '12.50', '1e3', 'abc', '100001'])('refuses %p', (text) =>
    expect(parseWholeDollars(text)).toBeNull(),
  );
});
