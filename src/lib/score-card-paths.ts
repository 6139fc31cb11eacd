// Where the score card's pages live, for the score card itself, the lookup and the build.

export const SCORE_CARD_PATH = '/government/legislator-score-card/';

/** A legislator's own page, without the language prefix. */
export const legislatorPath = (slug: string): string => `${SCORE_CARD_PATH}${slug}/`;
