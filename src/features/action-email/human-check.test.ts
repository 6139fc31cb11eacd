import { isHumanAnswerRight, newHumanCheck, randomDigit } from './human-check';

describe('the human check', () => {
  it('draws digits from 1 to 9 only, whatever the random source gives', () => {
    expect(randomDigit(() => 0)).toBe(1);
    expect(randomDigit(() => 0.999999)).toBe(9);
    for (let i = 0; i < 200; i += 1) {
      const { humanA, humanB } = newHumanCheck();
      expect([humanA, humanB].every((d) => Number.isInteger(d) && d >= 1 && d <= 9)).toBe(true);
    }
  });

  it('accepts only the sum, as a whole number', () => {
    expect(isHumanAnswerRight('12', 5, 7)).toBe(true);
    expect(isHumanAnswerRight(' 12 ', 5, 7)).toBe(true);
    expect(isHumanAnswerRight('11', 5, 7)).toBe(false);
    expect(isHumanAnswerRight('12.0', 5, 7)).toBe(false);
    expect(isHumanAnswerRight('', 5, 7)).toBe(false);
  });
});
