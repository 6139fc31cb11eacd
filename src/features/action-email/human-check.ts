/** The human check adds two random digits from 1 to 9. */
export const randomDigit = (random: () => number = Math.random): number =>
  1 + Math.min(8, Math.floor(random() * 9));

export const newHumanCheck = (random?: () => number): { humanA: number; humanB: number } => ({
  humanA: randomDigit(random),
  humanB: randomDigit(random),
});

/** The visitor's answer as a whole number, or NaN when it is not one. */
export const parseAnswer = (answer: string): number =>
  /^\s*\d+\s*$/.test(answer) ? Number(answer.trim()) : Number.NaN;

export const isHumanAnswerRight = (answer: string, humanA: number, humanB: number): boolean =>
  parseAnswer(answer) === humanA + humanB;
